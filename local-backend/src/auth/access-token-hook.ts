import type { PGlite } from '@electric-sql/pglite';
import type { AccessTokenHook } from './config';
import { authError } from './errors';
import { isJson } from './body';
import type { Json } from './users';

export interface AccessTokenHookEvent {
  user_id: string;
  claims: Json;
  authentication_method: string;
}

/** The claims GoTrue requires of a hook's answer (its output JSON schema's `required`). */
const requiredClaims = [
  'aud',
  'exp',
  'iat',
  'sub',
  'role',
  'aal',
  'session_id',
  'is_anonymous',
] as const;

const hookFailed = (detail: string) =>
  authError(500, 'unexpected_failure', `Error running hook URI: ${detail}`);

/**
 * Calls the custom access token hook as GoTrue does for a `pg-functions://` URI: the SQL
 * function gets the event (`user_id`, `claims`, `authentication_method`) as jsonb, run as
 * `supabase_auth_admin` so that the grants Supabase documents for hooks decide, and its
 * answer's `claims` become the token's. An `error` object in the answer refuses the sign-in
 * with its `http_code` and `message`.
 */
export async function runAccessTokenHook(
  db: PGlite,
  hook: AccessTokenHook,
  event: AccessTokenHookEvent,
): Promise<Json> {
  const uri = `pg-functions://postgres/${hook.schema}/${hook.name}`;
  let output: unknown;
  try {
    output = await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'supabase_auth_admin', true)");
      // Identifiers come from config.toml, checked as plain names by parseHookUri.
      const result = await tx.query<{ output: unknown }>(
        `select "${hook.schema}"."${hook.name}"($1::jsonb) as output`,
        [JSON.stringify(event)],
      );
      return result.rows[0]?.output;
    });
  } catch (error) {
    throw hookFailed(`${uri}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isJson(output)) throw hookFailed(`${uri}: the function must return a jsonb object`);
  const failure = output.error;
  if (isJson(failure)) {
    const status = typeof failure.http_code === 'number' ? failure.http_code : 500;
    const message = typeof failure.message === 'string' ? failure.message : 'Hook error';
    throw authError(status >= 400 && status < 600 ? status : 500, 'unexpected_failure', message);
  }
  const claims = output.claims;
  if (!isJson(claims))
    throw hookFailed(`${uri}: output claims do not conform to the expected schema`);
  const missing = requiredClaims.filter((name) => claims[name] === undefined);
  if (missing.length > 0) {
    throw hookFailed(
      `${uri}: output claims do not conform to the expected schema: missing ${missing.join(', ')}`,
    );
  }
  return claims;
}
