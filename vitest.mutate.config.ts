import { defineConfig } from 'vitest/config';

// `npm run mutate`: the tests that target the mutated modules (see stryker.config.json). None
// starts a backend: they call the modules, or the auth handler on an in-memory database. The
// suites that start a backend per file (tens of seconds, re-run for every mutant that they
// cover) would take days and are left to `npm test`. Which tests, and why: docs/testing.md.
const project = (name: string, include: string[]) => ({
  test: {
    name,
    root: name,
    environment: 'node' as const,
    include,
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      project('local-backend', [
        'src/rest/query-grammar*.test.ts',
        'src/rest/filters*.test.ts',
        'src/auth/auth-api.test.ts',
        'src/auth/tokens.test.ts',
        'src/auth/rate-limit.test.ts',
      ]),
      project('shared-data', ['src/forms/*.test.ts', 'src/*/*.schema.test.ts']),
    ],
  },
});
