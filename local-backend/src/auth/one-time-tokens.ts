import type { PGlite, Transaction } from '@electric-sql/pglite';
import { createHash, randomInt } from 'node:crypto';

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** GoTrue's kinds of one-time token (auth.one_time_tokens.token_type). */
export type TokenType =
  'confirmation_token' | 'recovery_token' | 'reauthentication_token' | 'email_change_token_new';

/** GoTrue's token hash: SHA-224 of the address and the code, in hex; the link carries it. */
export const tokenHash = (address: string, code: string) =>
  createHash('sha224').update(`${address}${code}`).digest('hex');

/** A random numeric code of `length` digits (leading zeros kept). */
export function newCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export interface IssuedToken {
  code: string;
  hash: string;
}

/**
 * A new code for the user, replacing any earlier one of the same kind, so that only the last
 * e-mail's link and code work. Only the hash is stored.
 */
export async function issueToken(
  db: Queryable,
  userId: string,
  type: TokenType,
  address: string,
  length: number,
): Promise<IssuedToken> {
  const code = newCode(length);
  const hash = tokenHash(address, code);
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           created_at = now(), updated_at = now()`,
    [userId, type, hash, address],
  );
  return { code, hash };
}

export interface FoundToken {
  user_id: string;
  token_type: TokenType;
  relates_to: string;
}

const isTokenType = (value: string): value is TokenType =>
  [
    'confirmation_token',
    'recovery_token',
    'reauthentication_token',
    'email_change_token_new',
  ].includes(value);

/**
 * Takes (deletes) the live token with this hash among `types`: a token works once, and not
 * after `expirySeconds`. Undefined when there is none.
 */
export async function consumeToken(
  db: Queryable,
  hash: string,
  types: readonly TokenType[],
  expirySeconds: number,
): Promise<FoundToken | undefined> {
  if (!/^[0-9a-f]{56}$/.test(hash)) return undefined;
  const result = await db.query<{ user_id: string; token_type: string; relates_to: string }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = any($2::text[])
       and created_at > now() - make_interval(secs => $3)
     returning user_id, token_type, relates_to`,
    [hash, types, expirySeconds],
  );
  const row = result.rows[0];
  if (!row || !isTokenType(row.token_type)) return undefined;
  return { user_id: row.user_id, token_type: row.token_type, relates_to: row.relates_to };
}
