import { expect } from 'vitest';

/** The lists promise their rows newest first: each row's created_at is at or before the last. */
export function expectNewestFirst(rows: readonly { created_at: string | null }[]): void {
  const times = rows.map((row) => Date.parse(row.created_at ?? ''));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}
