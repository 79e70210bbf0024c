import { defineConfig } from 'vitest/config';

// The server tier's tests: Edge Functions on real Deno and the database (migrations, policies,
// declarative schema) against a fresh in-memory local backend per file.
export default defineConfig({
  test: {
    name: 'supabase',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // supabase-js needs a global WebSocket, which Node 20 lacks.
    setupFiles: ['@inzira/test-kit/node-websocket'],
    testTimeout: 30_000,
    // Each file boots its own PGlite; on a busy two-core machine that can take a while.
    hookTimeout: 120_000,
  },
});
