import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { VerifiedClaims } from '../auth/tokens';

/**
 * Runs `work` in one transaction as the JWT's role with `request.jwt.claims` set, as PostgREST
 * does, so the migrations' grants and row-level security decide. Any error rolls back.
 */
export function runAs<T>(
  db: PGlite,
  claims: VerifiedClaims,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // set_config('role', ..., true) is SET LOCAL ROLE with the role bound as a value, as PostgREST does.
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true)`,
      [claims.role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
    );
    return work(tx);
  });
}
