import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// `npm run mutate`: the tests that target the mutated modules (see stryker.config.json). None
// starts a backend: they call the modules, or the auth handler on an in-memory database. The
// suites that start a backend per file (tens of seconds, re-run for every mutant that they
// cover) would take days and are left to `npm test`. Which tests, and why: docs/testing.md.
const project = (name: string, include: string[], setupFiles = ['./vitest.setup.ts']) => ({
  test: {
    name,
    root: name,
    environment: 'node' as const,
    include,
    setupFiles,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/** The files that open a database run last: with Stryker's bail, a mutant that a faster test kills never waits for one. */
class DatabaseLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const opensDatabase = (file: TestSpecification) =>
      /(filters|auth-api)\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter((f) => !opensDatabase(f)), ...sorted.filter(opensDatabase)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: DatabaseLast },
    projects: [
      project('local-backend', [
        'src/rest/query-grammar*.test.ts',
        'src/rest/filters*.test.ts',
        'src/auth/auth-api.test.ts',
        'src/auth/tokens.test.ts',
        'src/auth/rate-limit.test.ts',
      ]),
      project('shared-data', [
        'src/*/*.schema.test.ts',
        'src/forms/honeypot.test.ts',
        'src/forms/invoke-submission.test.ts',
        'src/forms/use-submission.test.ts',
      ]),
      // The public forms' schemas and their field rules live in the wire contract.
      project('supabase/contract', ['src/forms/*.test.ts'], []),
    ],
  },
});
