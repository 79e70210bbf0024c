import { defineConfig } from 'vitest/config';

// Data-layer tests run in Node against a fresh in-memory local backend per file.
export default defineConfig({
  test: {
    name: 'shared-data',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    // Each file boots its own PGlite; on a busy two-core machine that can take a while.
    hookTimeout: 120_000,
  },
});
