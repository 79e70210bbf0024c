import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, startAuthBackend, type AuthBackend } from '../test-fixtures/auth-backend';

// `[auth.hook.custom_access_token]`: the SQL function's claims become the token's, at every
// issue and refresh, with Supabase's documented grants to supabase_auth_admin deciding.

let auth: AuthBackend;

/** Supabase's RBAC guide's hook, reading a role table, plus a refusal for one role. */
const fixture = `
create table public.hook_roles (user_id uuid primary key, role text not null);
create table public.hook_events (event jsonb not null);
create function public.custom_access_token_hook(event jsonb) returns jsonb
language plpgsql as $$
declare
  claims jsonb := event->'claims';
  user_role text;
begin
  insert into public.hook_events values (event);
  select role into user_role from public.hook_roles where user_id = (event->>'user_id')::uuid;
  if user_role = 'banned' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', 'Not in the team'));
  end if;
  claims := jsonb_set(claims, '{user_role}', coalesce(to_jsonb(user_role), 'null'::jsonb));
  return jsonb_set(event, '{claims}', claims);
end;
$$;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.custom_access_token_hook to supabase_auth_admin;
revoke execute on function public.custom_access_token_hook from authenticated, anon, public;
grant all on table public.hook_roles, public.hook_events to supabase_auth_admin;
revoke all on table public.hook_roles from authenticated, anon, public;
`;

beforeAll(async () => {
  auth = await startAuthBackend({
    customAccessTokenHook: { schema: 'public', name: 'custom_access_token_hook' },
  });
  await auth.backend.db.exec(fixture);
});

afterAll(async () => {
  await auth?.stop();
});

async function member(role?: string) {
  const email = freshEmail('hook');
  const password = 'first-password';
  const created = await auth
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const id = created.data.user!.id;
  if (role)
    await auth.backend.db.query('insert into public.hook_roles values ($1, $2)', [id, role]);
  return { email, password, id };
}

describe('custom access token hook', () => {
  it('adds the claims the function returns, on sign-in and on refresh', async () => {
    const { email, password, id } = await member('editor');
    const client = auth.client();
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims.user_role).toBe('editor');
    expect(claims.sub).toBe(id);
    await auth.backend.db.query(`update public.hook_roles set role = 'sales' where user_id = $1`, [
      id,
    ]);
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).user_role).toBe('sales');
    const events = await auth.backend.db.query<{ event: Record<string, unknown> }>(
      `select event from public.hook_events where event->>'user_id' = $1`,
      [id],
    );
    expect(events.rows.map((row) => row.event.authentication_method)).toEqual([
      'password',
      'token_refresh',
    ]);
    expect(events.rows[0]?.event.claims).toMatchObject({
      sub: id,
      aal: 'aal1',
      role: 'authenticated',
    });
  });

  it("refuses the sign-in with the function's error", async () => {
    const { email, password, id } = await member('banned');
    const { data, error } = await auth.client().auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.message).toBe('Not in the team');
    const sessions = await auth.backend.db.query('select 1 from auth.sessions where user_id = $1', [
      id,
    ]);
    expect(sessions.rows).toEqual([]);
  });

  it('answers 500 when supabase_auth_admin may not run the function', async () => {
    const { email, password } = await member('editor');
    await auth.backend.db.exec(
      'revoke execute on function public.custom_access_token_hook from supabase_auth_admin',
    );
    try {
      const { error } = await auth.client().auth.signInWithPassword({ email, password });
      expect(error?.status).toBe(500);
      expect(error?.message).toMatch(
        /^Error running hook URI: pg-functions:\/\/postgres\/public\/custom_access_token_hook/,
      );
    } finally {
      await auth.backend.db.exec(
        'grant execute on function public.custom_access_token_hook to supabase_auth_admin',
      );
    }
  });

  it('answers 500 when the function drops a required claim', async () => {
    const { email, password } = await member('editor');
    await auth.backend.db.exec(`
      create or replace function public.custom_access_token_hook(event jsonb) returns jsonb
      language sql as $$ select jsonb_build_object('claims', (event->'claims') - 'session_id') $$;`);
    const { error } = await auth.client().auth.signInWithPassword({ email, password });
    expect(error?.status).toBe(500);
    expect(error?.message).toContain('missing session_id');
  });
});
