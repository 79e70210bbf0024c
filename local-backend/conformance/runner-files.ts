/**
 * Files written next to the copied suite: the suite's own runner (Jest with ts-jest) is
 * installed once in a cache folder, outside this repository.
 */
export const runnerPackages = [
  'jest@30.4.2',
  'ts-jest@29.4.15',
  'typescript@5.8',
  '@types/jest@30.0.0',
  '@types/node@20',
  'zod@3.25.76',
  'type-fest@4',
];

/**
 * Runs in every test file before the suite's code. Plays the API gateway (adds the anon
 * `apikey` a request lacks, as Supabase's gateway requires one) and logs which test sent
 * which request, so tests that send none can be left out of the count.
 */
export const setupFile = `
const { appendFileSync } = require('node:fs');
const base = process.env.CONFORMANCE_URL;
const apikey = process.env.CONFORMANCE_APIKEY;
const log = process.env.CONFORMANCE_LOG;
const original = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(base)) return original(input, init);
  const state = expect.getState();
  const entry = { test: state.currentTestName, file: state.testPath, path: new URL(url).pathname };
  appendFileSync(log, JSON.stringify(entry) + '\\n');
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('apikey')) headers.set('apikey', apikey);
  return original(input, { ...init, headers });
};
`;

export function jestConfig(rootDir: string, setupPath: string): string {
  const config = {
    rootDir,
    testEnvironment: 'node',
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.test.ts'],
    testPathIgnorePatterns: ['/v12/'],
    testSequencer: '<rootDir>/test/testSequencer.js',
    setupFilesAfterEnv: [setupPath],
    testTimeout: 30000,
    maxWorkers: 1,
    prettierPath: null,
    transform: {
      '^.+\\.ts$': [
        'ts-jest',
        {
          diagnostics: false,
          tsconfig: {
            target: 'ES2022',
            module: 'commonjs',
            esModuleInterop: true,
            isolatedModules: true,
            skipLibCheck: true,
          },
        },
      ],
    },
  };
  return `module.exports = ${JSON.stringify(config, null, 2)};\n`;
}
