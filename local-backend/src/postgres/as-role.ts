import type pg from 'pg';

/** The claims of a request's verified JWT, as the API hands them to the database. */
export interface Claims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
}

/**
 * Runs `work` on its own pooled connection in one transaction as the JWT's role with
 * `request.jwt.claims` set, exactly as the API does for each request (see ../rest/run-as.ts),
 * so grants, row-level security and the triggers' visitor checks decide. Errors roll back.
 */
export async function asRole<T>(
  pool: pg.Pool,
  claims: Claims,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.sub', $3, true)`,
      [claims.role, JSON.stringify(claims), claims.sub ?? ''],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
