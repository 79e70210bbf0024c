import { defineConfig } from 'vitest/config';

// The wire contract's unit tests: the forms' schemas and the SQL that repeats its names.
export default defineConfig({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
