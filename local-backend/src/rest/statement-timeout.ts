/**
 * A hosted project cancels API statements after the role's `statement_timeout` (anon 3 s,
 * authenticated 8 s, others the authenticator's 8 s; set in platform/roles.sql). PGlite runs
 * Postgres in this very thread without signals, so Postgres's own timer never fires and
 * nothing can interrupt a running statement. The server therefore measures the request's
 * statements and, when they outlast the limit, answers exactly as PostgREST does for a
 * cancelled statement (500, SQLSTATE 57014) and rolls everything back. What bounds the time
 * itself are the query limits in limits.ts.
 */

const units: Record<string, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000, d: 86_400_000 };

/** Postgres's display of the setting (`3s`, `8000`, `100ms`, `1min`) in milliseconds. */
export function timeoutMs(setting: string): number {
  const match = /^(\d+)\s*([a-z]*)$/.exec(setting.trim());
  if (!match) return 0;
  const factor = units[match[2] || 'ms'];
  return factor === undefined ? 0 : Number(match[1]) * factor;
}

/** Shaped like a Postgres error, so that pg-errors.ts maps it as PostgREST maps 57014. */
export function statementTimeoutError(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });
}
