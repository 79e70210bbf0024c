import type { HttpResponse } from '../http/types';
import { pgrstError } from './errors';
import type { Prefer } from './request-options';

export interface Outcome {
  body: string | null;
  single: string | null;
  n: number;
  total: number | null;
  /** Upserts: how many rows were inserted rather than updated. */
  inserted?: number;
}

/** PGRST116: `.single()` asked for one object and got another number of rows. */
export function checkSingle(outcome: Outcome): void {
  if (outcome.n !== 1) {
    throw pgrstError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${outcome.n} rows`,
    );
  }
}

/** PGRST124: `handling=strict` and `max-affected=N` refuse a change to more than N rows. */
export function checkMaxAffected(prefer: Prefer, n: number): void {
  if (prefer.strict && prefer.maxAffected !== undefined && n > prefer.maxAffected) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
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
