import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '@inzira/local-backend';
import {
  anonFetch,
  anonPost,
  apiTables,
  clientFor,
  fingerprint,
  hugeText,
  productionLike,
  repeatedStatuses,
  startTestBackend,
  storedContacts,
  submissionTables,
  withNul,
} from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// The product-level attacker suite: someone with only the public anon key attacks the
// real schema through the same HTTP API the apps use. Each attack must be refused and leave the
// data exactly as it was. Deeper protocol cases live with the backend: token forms in
// server/rest/rest-errors.test.ts and server/auth/auth.test.ts, column grants and policies per
// caller in ../database/policies.test.ts; this file covers the public attack surface end to end.

const upcomingEventId = 'a6000000-0000-4000-8000-000000000001';
const seededBookingId = 'b1000000-0000-4000-8000-000000000001';

let backend: LocalBackend;
let before: Record<string, string>;

beforeAll(async () => {
  // The sign-in rate limit stays at its production default so it can be attacked too.
  backend = await startTestBackend(productionLike);
  before = await fingerprint(backend);
});

afterAll(async () => {
  await backend?.stop();
});

const booking = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Mallory Attacker',
  email: 'mallory@example.com',
  phone_number: '+250 788 000 666',
  requested_service: 'Content Creation',
  project_description: 'Just testing your defences.',
  ...overrides,
});

/** A column every row of `table` has, to aim updates and filters at. */
async function someColumn(table: string): Promise<string> {
  const { rows } = await backend.db.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 order by ordinal_position limit 1`,
    [table],
  );
  return rows[0]?.name ?? 'id';
}

describe('reads', () => {
  it('no table gives an anonymous caller a submission, e-mail address or phone number', async () => {
    const contacts = await storedContacts(backend);
    expect(contacts.length).toBeGreaterThan(10);
    const submissions: string[] = ['team_members', ...submissionTables];
    for (const table of await apiTables(backend)) {
      const response = await anonFetch(backend, `/rest/v1/${table}?select=*`);
      const text = await response.text();
      for (const contact of contacts)
        expect(text, `${table} leaks ${contact}`).not.toContain(contact);
      if (response.ok && submissions.includes(table)) expect(JSON.parse(text), table).toEqual([]);
    }
    // Asking for the contact columns by name is refused, not answered with blanks.
    const direct = await anonFetch(backend, '/rest/v1/professionals?select=email,phone_number');
    expect(direct.status).toBe(401);
  });

  it('embedding cannot reach a hidden table through a public one', async () => {
    const response = await anonFetch(
      backend,
      '/rest/v1/services?select=id,bookings(email,phone_number)',
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('writes', () => {
  it('refuses inserts that force a status, a payment state or an id', async () => {
    const anon = clientFor<Database>(backend);
    const attempts = [
      anon.from('bookings').insert(booking({ status: 'confirmed' })),
      anon.from('bookings').insert(booking({ id: seededBookingId })),
      anon.from('partner_applications').insert({
        company_name: 'Mallory Ltd',
        email: 'mallory@example.com',
        phone: '+250 788 000 666',
        message: 'Partner with us',
        status: 'accepted',
      }),
      anon.from('enrollments').insert({
        course_id: 'digital-marketing',
        course_title: 'Digital Marketing',
        amount_cents: 0,
        full_name: 'Mallory Attacker',
        email: 'mallory@example.com',
        phone: '+250 788 000 666',
        payment_status: 'paid',
      }),
      anon.from('participants').insert({
        id: crypto.randomUUID(),
        event_id: upcomingEventId,
        name: 'Mallory Attacker',
        email: 'mallory@example.com',
      }),
    ];
    for (const { error, status } of await Promise.all(attempts)) {
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
    expect(await fingerprint(backend)).toEqual(before);
  });

  it('updates and deletes nothing in any table', async () => {
    for (const table of await apiTables(backend)) {
      const column = await someColumn(table);
      const filter = `${column}=not.is.null`;
      const update = await anonFetch(backend, `/rest/v1/${table}?${filter}`, {
        method: 'PATCH',
        headers: { Prefer: 'return=representation' },
        body: JSON.stringify({ [column]: null }),
      });
      // Either refused outright or allowed to touch no row at all.
      if (update.ok) expect(await update.json(), table).toEqual([]);
      else expect(update.status, table).toBeLessThan(500);
      const remove = await anonFetch(backend, `/rest/v1/${table}?${filter}`, {
        method: 'DELETE',
        headers: { Prefer: 'return=representation' },
      });
      if (remove.ok) expect(await remove.json(), table).toEqual([]);
      else expect(remove.status, table).toBeLessThan(500);
    }
    expect(await fingerprint(backend)).toEqual(before);
  });

  it('answers oversized and malformed values with 4xx and stores nothing', async () => {
    const post = (body: unknown) => anonPost(backend, '/rest/v1/bookings', body);
    const refused = [
      await post(booking({ full_name: 'M'.repeat(10_000) })),
      await post(booking({ project_description: 'x'.repeat(50_000) })),
      await post(booking({ project_description: hugeText() })),
      await post(booking({ email: 'not-an-address' })),
      await post(booking({ phone_number: '<script>alert(1)</script>' })),
      await post(booking({ requested_service: 'Free money' })),
      await post(booking({ full_name: '' })),
      await post(booking({ full_name: withNul('Mallory') })),
      await post('{"full_name": "unterminated'),
      await post('"just a string"'),
      await anonPost(backend, '/rest/v1/participants', {
        event_id: 'not-a-uuid',
        name: 'M',
        email: 'm@example.com',
      }),
      await anonFetch(backend, '/rest/v1/services?id=eq.not-a-uuid'),
    ];
    for (const response of refused) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(await fingerprint(backend)).toEqual(before);
  });
});

describe('functions', () => {
  it('refuses unknown, private and admin-only RPCs', async () => {
    for (const name of ['does_not_exist', 'enforce_submission_limit', 'is_visitor', 'pg_sleep']) {
      const response = await anonPost(backend, `/rest/v1/rpc/${name}`, {});
      expect(response.status, name).toBe(404);
    }
    // Admin-only functions exist but refuse visitors (see policies.test.ts for their answers).
    const stats = await anonPost(backend, '/rest/v1/rpc/admin_dashboard_stats', {});
    expect(stats.status).toBe(401);
    // Other schemas are not exposed at all.
    const privateSchema = await anonFetch(backend, '/rest/v1/rpc/is_visitor', {
      method: 'POST',
      headers: { 'Content-Profile': 'private' },
      body: '{}',
    });
    expect(privateSchema.status).toBeGreaterThanOrEqual(400);
    expect(privateSchema.status).toBeLessThan(500);
  });
});

describe('authentication', () => {
  it('refuses sign-up', async () => {
    const { error } = await clientFor<Database>(backend).auth.signUp({
      email: 'mallory@example.com',
      password: 'mallory-password',
    });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
    const { rows } = await backend.db.query(`select 1 from auth.users where email = $1`, [
      'mallory@example.com',
    ]);
    expect(rows).toEqual([]);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    backend.resetAuthRateLimit();
    const attempt = async (email: string) => {
      const response = await anonPost(backend, '/auth/v1/token?grant_type=password', {
        email,
        password: 'wrong-password-123',
      });
      return { status: response.status, body: await response.json() };
    };
    const unknown = await attempt('nobody-here@example.com');
    const wrong = await attempt(backend.admin?.email ?? '');
    expect(unknown.status).toBe(400);
    expect(wrong).toEqual(unknown);
  });

  it('refuses forged, alg:none and self-signed service tokens with 401', async () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { role: 'service_role', sub: crypto.randomUUID(), exp: 4_000_000_000 };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    // A valid-looking HS256 token signed with a guessed secret.
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('guessed-secret-guessed-secret-guessed-secret'));
    const tampered = `${backend.publishableKey.split('.')[0]}.${b64(claims)}.${backend.publishableKey.split('.')[2]}`;
    for (const bearer of [none, forged, tampered]) {
      const rest = await anonFetch(backend, '/rest/v1/bookings?select=email', { bearer });
      expect(rest.status).toBe(401);
      const user = await anonFetch(backend, '/auth/v1/user', { bearer });
      expect(user.status).toBe(401);
    }
  });

  it('revokes the session when a refresh token is replayed', async () => {
    backend.resetAuthRateLimit();
    const admin = backend.admin;
    if (!admin) throw new Error('The suite needs the demo admin.');
    const client = clientFor<Database>(backend);
    const signIn = await client.auth.signInWithPassword(admin);
    expect(signIn.error).toBeNull();
    const stolen = signIn.data.session?.refresh_token ?? '';
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    const replay = await anonPost(backend, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: stolen,
    });
    expect(replay.status).toBe(400);
    // The legitimate holder's newer tokens die with the session too.
    const next = await anonPost(backend, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: rotated.data.session?.refresh_token,
    });
    expect(next.status).toBe(400);
    const user = await anonFetch(backend, '/auth/v1/user', {
      bearer: rotated.data.session?.access_token,
    });
    expect(user.status).toBe(403);
  });

  it('does not make a user an admin whose metadata claims it', async () => {
    backend.resetAuthRateLimit();
    const service = await fetch(`${backend.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: backend.secretKey,
        Authorization: `Bearer ${backend.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        email: 'claims-admin@example.com',
        password: 'claims-admin-password',
        email_confirm: true,
      }),
    });
    expect(service.ok).toBe(true);
    const client = clientFor<Database>(backend);
    const signIn = await client.auth.signInWithPassword({
      email: 'claims-admin@example.com',
      password: 'claims-admin-password',
    });
    expect(signIn.error).toBeNull();
    // The user edits their own metadata (and tries app_metadata, which only the server sets).
    await client.auth.updateUser({ data: { role: 'admin', is_admin: true, admin: true } });
    await anonFetch(backend, '/auth/v1/user', {
      method: 'PUT',
      bearer: signIn.data.session?.access_token,
      body: JSON.stringify({ app_metadata: { role: 'admin', is_admin: true } }),
    });
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.data.user?.user_metadata).toMatchObject({ is_admin: true });
    expect(refreshed.data.user?.app_metadata).not.toMatchObject({ is_admin: true });
    const isAdmin = await client.rpc('is_admin');
    expect(isAdmin.data).toBe(false);
    const bookings = await client.from('bookings').select('email');
    expect(bookings.data ?? []).toEqual([]);
    const stats = await client.rpc('admin_dashboard_stats');
    expect(stats.error).toMatchObject({
      code: '42501',
      message: 'Only administrators can read the dashboard.',
    });
  });

  it('answers more than 30 rapid sign-in attempts with 429', async () => {
    backend.resetAuthRateLimit();
    const statuses = await repeatedStatuses(31, () =>
      anonPost(backend, '/auth/v1/token?grant_type=password', {
        email: 'admin@example.com',
        password: 'guess-guess',
      }),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Even the right password is refused while the address is limited.
    const admin = backend.admin;
    const right = await clientFor<Database>(backend).auth.signInWithPassword({
      email: admin?.email ?? '',
      password: admin?.password ?? '',
    });
    expect(right.error).toMatchObject({ status: 429 });
    backend.resetAuthRateLimit();
  });

  it('left every table as it was', async () => {
    const after = await fingerprint(backend);
    // Only auth data changed (sessions, the user created above); no API table moved.
    expect(after).toEqual(before);
  });
});
