import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend } from '../test-fixtures/test-backend';

// How each request reaches the database: the PostgREST settings policies can read, read-only
// GETs, pg-safeupdate's refusal of unfiltered writes and the roles' statement timeouts.

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(`
    create function public.request_info() returns json language sql stable as $$
      select json_build_object(
        'method', current_setting('request.method', true),
        'path', current_setting('request.path', true),
        'custom', current_setting('request.headers', true)::json ->> 'x-custom',
        'theme', current_setting('request.cookies', true)::json ->> 'theme',
        'timeout', current_setting('statement_timeout'))
    $$;
    create function public.send_message(email text, body text) returns void language sql as $$
      insert into public.messages (email, body) values (email, body)
    $$;
    create function public.slow_message(email text) returns void language sql as $$
      insert into public.messages (email, body) values (email, 'slow');
      select pg_sleep(0.5);
    $$;
    create table public.team_notes (id serial primary key, team text not null, note text not null);
    alter table public.team_notes enable row level security;
    grant select on public.team_notes to anon;
    create policy "a team reads its notes" on public.team_notes for select
      using (team = current_setting('request.headers', true)::json ->> 'x-team');
    insert into public.team_notes (team, note) values ('red', 'red note'), ('blue', 'blue note');
    insert into public.categories (name) values ('Tools'), ('Books');
  `);
  await backend.reloadCatalog();
});

afterAll(async () => {
  await backend?.stop();
});

function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', init.key ?? backend.publishableKey);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}

async function messageCount(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.messages where email = $1',
    [email],
  );
  return rows[0]?.n ?? -1;
}

describe('request settings, as PostgREST sets them', () => {
  it('exposes request.method, request.path, request.headers and request.cookies', async () => {
    const headers = { 'X-Custom': 'hello', Cookie: 'theme=dark; other=1' };
    const get = await rest('rpc/request_info', { headers });
    expect(await get.json()).toEqual({
      method: 'GET',
      path: '/rpc/request_info',
      custom: 'hello',
      theme: 'dark',
      timeout: '3s',
    });
    const post = await rest('rpc/request_info', { method: 'POST', body: '{}', headers });
    expect(await post.json()).toMatchObject({ method: 'POST', path: '/rpc/request_info' });
  });

  it('lets a row-level policy read a request header', async () => {
    const red = await rest('team_notes?select=note', { headers: { 'X-Team': 'red' } });
    expect(await red.json()).toEqual([{ note: 'red note' }]);
    const none = await rest('team_notes?select=note');
    expect(await none.json()).toEqual([]);
  });
});

describe('GET and HEAD run read-only', () => {
  it('refuses a writing function called with GET or HEAD: 405, 25006, nothing stored', async () => {
    const get = await rest('rpc/send_message?email=get@example.com&body=x');
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
    });
    const head = await rest('rpc/send_message?email=get@example.com&body=x', { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(await messageCount('get@example.com')).toBe(0);

    const post = await rest('rpc/send_message', {
      method: 'POST',
      body: JSON.stringify({ email: 'post@example.com', body: 'x' }),
    });
    expect(post.status).toBe(204);
    expect(await messageCount('post@example.com')).toBe(1);
  });
});

describe('unfiltered writes are refused, as pg-safeupdate refuses them on a hosted project', () => {
  it('answers PATCH and DELETE without a filter with 400 21000 and changes nothing', async () => {
    const key = backend.secretKey;
    const patch = await rest('categories', { method: 'PATCH', key, body: '{"name":"Same"}' });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: null,
    });
    const remove = await rest('categories', { method: 'DELETE', key });
    expect(remove.status).toBe(400);
    expect(await remove.json()).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
    const names = await rest('categories?select=name&order=name', { key });
    expect(await names.json()).toEqual([{ name: 'Books' }, { name: 'Tools' }]);

    const filtered = await rest('categories?name=eq.Books', { method: 'DELETE', key });
    expect(filtered.status).toBe(204);
  });
});

describe('statement timeouts per role', () => {
  it("sets a hosted project's defaults: anon 3s, authenticated 8s, authenticator 8s", async () => {
    const { rows } = await backend.db.query<{ rolname: string; rolconfig: string[] }>(
      `select rolname, rolconfig from pg_roles
        where rolname in ('anon', 'authenticated', 'authenticator') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: 'anon', rolconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', rolconfig: ['statement_timeout=8s'] },
      { rolname: 'authenticator', rolconfig: ['statement_timeout=8s'] },
    ]);
  });

  it('answers work that outlasts the role timeout with 500 57014 and rolls it back', async () => {
    await backend.db.exec(`alter role anon set statement_timeout = '100ms'`);
    try {
      const response = await rest('rpc/slow_message', {
        method: 'POST',
        body: JSON.stringify({ email: 'slow@example.com' }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        code: '57014',
        message: 'canceling statement due to statement timeout',
        details: null,
        hint: null,
      });
      expect(await messageCount('slow@example.com')).toBe(0);
    } finally {
      await backend.db.exec(`alter role anon set statement_timeout = '3s'`);
    }
    // Within the limit the same call goes through.
    const ok = await rest('rpc/slow_message', {
      method: 'POST',
      body: JSON.stringify({ email: 'slow@example.com' }),
    });
    expect(ok.status).toBe(204);
    expect(await messageCount('slow@example.com')).toBe(1);
  });
});
