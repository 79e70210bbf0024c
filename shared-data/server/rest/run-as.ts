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
    // The role comes from a verified token and is one of three fixed names (isApiRole).
    await tx.query(`set local role ${claims.role}`);
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.role', $2, true), set_config('request.jwt.claim.sub', $3, true)`,
      [JSON.stringify(claims), claims.role, typeof claims.sub === 'string' ? claims.sub : ''],
    );
    return work(tx);
  });
}
