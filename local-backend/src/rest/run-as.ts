import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { VerifiedClaims } from '../auth/tokens';
import { currentRequestContext } from './request-context';
import { statementTimeoutError, timeoutMs } from './statement-timeout';

/**
 * One statement sets up the transaction as PostgREST does: the impersonated role's own
 * `statement_timeout` (else the authenticator's, as a hosted project inherits it), `role`,
 * `request.jwt.claims` and the `request.*` settings. The timeout is read first, as the owner:
 * the materialized CTE runs before the projection switches the role.
 */
const setupSql = `with role_timeout as materialized (
    select coalesce(
      (select substr(setting, 19) from pg_roles, unnest(rolconfig) as setting
        where rolname = $1 and setting like 'statement_timeout=%'),
      (select substr(setting, 19) from pg_roles, unnest(rolconfig) as setting
        where rolname = 'authenticator' and setting like 'statement_timeout=%'),
      '0') as value)
  select set_config('statement_timeout', value, true) as timeout,
         set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
         set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true),
         set_config('request.method', $4, true), set_config('request.path', $5, true),
         set_config('request.headers', $6, true), set_config('request.cookies', $7, true)
    from role_timeout`;

/**
 * Runs `work` in one transaction as the JWT's role, so the migrations' grants and row-level
 * security decide; read-only for GET and HEAD. Any error rolls back, and so does work that
 * outlasts the role's statement timeout (see statement-timeout.ts for why it is checked after).
 */
export function runAs<T>(
  db: PGlite,
  claims: VerifiedClaims,
  work: (tx: Transaction) => Promise<T>,
  rollback = false,
): Promise<T> {
  const context = currentRequestContext();
  return db.transaction(async (tx) => {
    if (context?.readOnly) await tx.query('set transaction read only');
    // set_config('role', ..., true) is SET LOCAL ROLE with the role bound as a value, as PostgREST does.
    const setup = await tx.query<{ timeout: string }>(setupSql, [
      claims.role,
      JSON.stringify(claims),
      typeof claims.sub === 'string' ? claims.sub : '',
      context?.method ?? '',
      context?.path ?? '',
      JSON.stringify(context?.headers ?? {}),
      JSON.stringify(context?.cookies ?? {}),
    ]);
    const limit = timeoutMs(setup.rows[0]?.timeout ?? '0');
    const started = performance.now();
    const result = await work(tx);
    if (limit > 0 && performance.now() - started > limit) throw statementTimeoutError();
    // `Prefer: tx=rollback`: the answer is computed, the changes are not kept.
    if (rollback) await tx.rollback();
    return result;
  });
}
