import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_NAMES } from '@inzira/contract/functions.ts';
import {
  serviceClient,
  signedInClient,
  startTestContext,
  type TestClient,
  type TestContext,
} from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The manage-team Edge Function (docs/team-and-roles.md) on real Deno: only an owner's session
// gets an answer; everything else is refused before the body is read. The invitation and factor
// reset themselves need Auth's invite and MFA admin endpoints (e2e/tests/admin/team.spec.ts).

let context: TestContext<Database>;
let editor: TestClient<Database>;

async function call(token: string | null, body: unknown) {
  const response = await fetch(`${context.backend.url}/functions/v1/${FUNCTION_NAMES.manageTeam}`, {
    method: 'POST',
    headers: {
      apikey: context.backend.publishableKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

async function tokenOf(client: TestClient<Database>) {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}

beforeAll(async () => {
  context = await startTestContext<Database>();
  const service = serviceClient<Database>(context.backend);
  const created = await service.auth.admin.createUser({
    email: 'team-editor@example.com',
    password: 'team-editor-password',
    email_confirm: true,
  });
  if (created.error) throw created.error;
  await service.from('team_members').insert({ user_id: created.data.user.id, role: 'editor' });
  editor = await signedInClient<Database>(
    context.backend,
    'team-editor@example.com',
    'team-editor-password',
  );
});

afterAll(async () => {
  await context?.backend.stop();
});

describe('who may call it', () => {
  const invite = {
    action: 'invite',
    email: 'someone@example.com',
    role: 'owner',
    redirectTo: 'http://localhost:5174/auth/reset-password',
  };

  it('refuses a visitor, a non-owner member and a forged token alike', async () => {
    expect(await call(null, invite)).toMatchObject({ status: 401 });
    const forged = await call('not.a.jwt', invite);
    expect(forged.status).toBeGreaterThanOrEqual(401);
    expect(forged.status).toBeLessThan(404);
    expect(await call(await tokenOf(editor), invite)).toEqual({
      status: 403,
      body: { error: 'Only owners can manage the team.' },
    });
    expect(await call(await tokenOf(editor), { action: 'nonsense', x: [1] })).toMatchObject({
      status: 403,
    });
    const { count } = await context.service
      .from('team_members')
      .select('user_id', { count: 'exact', head: true });
    expect(count).toBe(2);
  });

  it("answers an owner's malformed requests with what is wrong", async () => {
    const owner = await tokenOf(context.admin);
    expect(await call(owner, { action: 'promote' })).toMatchObject({ status: 400 });
    for (const email of ['', 'no-at-sign', `${'a'.repeat(250)}@example.com`]) {
      expect(await call(owner, { ...invite, email }), email).toMatchObject({
        status: 400,
        body: { error: 'Enter a valid e-mail address.' },
      });
    }
    expect(await call(owner, { ...invite, email: 'a@b.co\u0000' })).toMatchObject({ status: 400 });
    expect(await call(owner, { ...invite, role: 'admin' })).toMatchObject({ status: 400 });
    expect(await call(owner, { ...invite, role: ['owner'] })).toMatchObject({ status: 400 });
    expect(await call(owner, { ...invite, extra: 1 })).toMatchObject({ status: 400 });
    expect(await call(owner, [invite, invite])).toMatchObject({ status: 400 });
    expect(
      await call(owner, {
        action: 'reset_factors',
        userId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual({ status: 404, body: { error: 'This person is not a member of the team.' } });
  });
});
