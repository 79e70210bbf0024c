/** Jest's `--json` result, the parts the tally reads. */
export interface JestResults {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

export interface LoggedRequest {
  test: string | undefined;
  file: string;
  path: string;
}

export interface TestOutcome {
  file: string;
  name: string;
  passed: boolean;
  failure: string;
}

export interface Tally {
  counted: TestOutcome[];
  postgis: TestOutcome[];
  noRequest: number;
}

const key = (file: string, name: string) => `${file}\u0000${name}`;

/**
 * Counts the tests that sent at least one request to the server; tests whose requests touch
 * the PostGIS table are set apart, since PGlite has no PostGIS.
 */
export function tally(results: JestResults, requests: LoggedRequest[]): Tally {
  const sent = new Map<string, string[]>();
  for (const r of requests) {
    if (!r.test) continue;
    const k = key(r.file, r.test);
    sent.set(k, [...(sent.get(k) ?? []), r.path]);
  }
  const counted: TestOutcome[] = [];
  const postgis: TestOutcome[] = [];
  let noRequest = 0;
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      const paths = sent.get(key(file.name, test.fullName));
      if (!paths) {
        noRequest++;
        continue;
      }
      const outcome: TestOutcome = {
        file: file.name,
        name: test.fullName,
        passed: test.status === 'passed',
        failure: test.failureMessages.join('\n'),
      };
      if (paths.some((p) => p.endsWith('/shops'))) postgis.push(outcome);
      else counted.push(outcome);
    }
  }
  return { counted, postgis, noRequest };
}
