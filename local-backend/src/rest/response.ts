import type { HttpResponse } from '../http/types';
import { pgrstError } from './errors';

export interface Outcome {
  body: string | null;
  single: string | null;
  n: number;
  total: number | null;
}

/** PGRST116: `.single()` asked for one object and got another number of rows. */
export function checkSingle(outcome: Outcome): void {
  if (outcome.n !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'JSON object requested, multiple (or no) rows returned',
      `The result contains ${outcome.n} rows`,
    );
  }
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const size = total === null ? '*' : String(total);
  return n === 0 ? `*/${size}` : `${offset}-${offset + n - 1}/${size}`;
}

export function jsonResponse(
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): HttpResponse {
  return body === null
    ? { status, headers }
    : { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body };
}
