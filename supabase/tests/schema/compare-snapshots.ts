import type { Snapshot } from './catalogue-snapshot';

/** Lines of `a` missing from `b`, in order (a multiset difference: repeated lines count). */
function linesMissing(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1);
  return a.filter((line) => {
    const count = left.get(line) ?? 0;
    if (count === 0) return true;
    left.set(line, count - 1);
    return false;
  });
}

/**
 * Every difference between two snapshots, one readable entry each: objects only one side has,
 * and for a definition that differs, the lines each side has and the other lacks.
 */
export function compareSnapshots(
  expected: Snapshot,
  actual: Snapshot,
  names: { expected: string; actual: string },
): string[] {
  const keys = [...new Set([...expected.keys(), ...actual.keys()])].sort();
  const differences: string[] = [];
  for (const key of keys) {
    const want = expected.get(key);
    const got = actual.get(key);
    if (want === got) continue;
    if (got === undefined) differences.push(`only in ${names.expected}: ${key}`);
    else if (want === undefined) differences.push(`only in ${names.actual}: ${key}`);
    else {
      const wantLines = want.split('\n');
      const gotLines = got.split('\n');
      const detail = [
        ...linesMissing(wantLines, gotLines).map((line) => `    - ${line}`),
        ...linesMissing(gotLines, wantLines).map((line) => `    + ${line}`),
      ];
      // Same lines in another order: show both whole.
      if (detail.length === 0) detail.push(`    - ${want}`, `    + ${got}`);
      differences.push(
        `differs: ${key} (- ${names.expected}, + ${names.actual})\n${detail.join('\n')}`,
      );
    }
  }
  return differences;
}
