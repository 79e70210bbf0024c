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
  // What the auth-js and storage-js suites import besides their own sources.
  'jsonwebtoken@9',
  '@faker-js/faker@9',
  'jest-mock-server@0.1.0',
  'iceberg-js@0.8.1',
  'tslib@2.8.1',
];

/**
 * Runs in every test file before the suite's code. Plays the API gateway: adds the anon `apikey`
 * a request lacks (Supabase's gateway requires one; not for a suite whose gateway adds none,
 * `CONFORMANCE_ADD_APIKEY`) and swaps the suites' own demo keys (JWTs
 * with `iss: "supabase-demo"`, signed with the CLI's secrets) for this server's key of the same
 * role, as a real project's gateway only knows its own keys. It logs which test sent which
 * request, so tests that send none can be left out of the count.
 */
export const setupFile = `
const { appendFileSync } = require('node:fs');
const base = process.env.CONFORMANCE_URL;
const apikey = process.env.CONFORMANCE_APIKEY;
const serviceKey = process.env.CONFORMANCE_SERVICE_KEY;
const log = process.env.CONFORMANCE_LOG;
const addApikey = process.env.CONFORMANCE_ADD_APIKEY === '1';
const original = globalThis.fetch;
function ourKey(token) {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
    if (claims.iss !== 'supabase-demo') return token;
    return claims.role === 'anon' ? apikey : serviceKey;
  } catch {
    return token;
  }
}
globalThis.fetch = (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(base)) return original(input, init);
  const state = expect.getState();
  const entry = { test: state.currentTestName, file: state.testPath, path: new URL(url).pathname };
  appendFileSync(log, JSON.stringify(entry) + '\\n');
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (headers.has('apikey')) headers.set('apikey', ourKey(headers.get('apikey')));
  else if (addApikey) headers.set('apikey', apikey);
  const bearer = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '');
  if (bearer) headers.set('authorization', 'Bearer ' + ourKey(bearer[1]));
  return original(input, { ...init, headers });
};
`;

/** Test files a suite runs; `ignore` holds path patterns of files that do not apply. */
export interface SuiteFiles {
  ignore: string[];
  sequencer: boolean;
}

export function jestConfig(rootDir: string, setupPath: string, files: SuiteFiles): string {
  const config = {
    rootDir,
    testEnvironment: 'node',
    roots: ['<rootDir>/test'],
    testMatch: ['**/*.test.ts', '**/*.spec.ts'],
    testPathIgnorePatterns: files.ignore,
    ...(files.sequencer ? { testSequencer: '<rootDir>/test/testSequencer.js' } : {}),
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
