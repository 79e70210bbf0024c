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
  /** Tests that sent a request `setApart` names (e.g. PostGIS ones, which PGlite cannot run). */
  setApart: TestOutcome[];
  noRequest: number;
}

const key = (file: string, name: string) => `${file}\u0000${name}`;

/**
 * Counts the tests that sent at least one request to the server; tests with a request whose
 * path `setApart` matches are counted apart.
 */
export function tally(
  results: JestResults,
  requests: LoggedRequest[],
  setApart: (path: string) => boolean = () => false,
): Tally {
  const sent = new Map<string, string[]>();
  for (const r of requests) {
    if (!r.test) continue;
    const k = key(r.file, r.test);
    sent.set(k, [...(sent.get(k) ?? []), r.path]);
  }
  const counted: TestOutcome[] = [];
  const apart: TestOutcome[] = [];
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
      if (paths.some(setApart)) apart.push(outcome);
      else counted.push(outcome);
    }
  }
  return { counted, setApart: apart, noRequest };
}
