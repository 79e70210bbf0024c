import { defineConfig } from 'vitest/config';

// Backend tests run in Node against a fresh in-memory local backend per file.
export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The PostgreSQL guarantee tests are their own project (vitest.postgres.config.ts).
    exclude: ['src/postgres/**'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    // Each file boots its own PGlite; on a busy two-core machine that can take a while.
    hookTimeout: 120_000,
  },
});
