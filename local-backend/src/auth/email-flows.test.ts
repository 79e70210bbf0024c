import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  linkAndCode,
  startAuthBackend,
  type AuthBackend,
} from '../test-fixtures/auth-backend';

// Recovery, magic links and codes, invitations and generated links as GoTrue sends them: real
// SMTP into the mail catcher, links of the form /auth/v1/verify?token=…&type=…&redirect_to=….

let auth: AuthBackend;
const site = 'http://localhost:5173';

beforeAll(async () => {
  auth = await startAuthBackend({ siteUrl: site, enableSignup: true });
});

afterAll(async () => {
  await auth?.stop();
});

async function userWithPassword(email = freshEmail('user'), password = 'first-password') {
  const { error } = await auth
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return { email, password };
}

/** Follows an e-mail's link as a browser would, without following the redirect. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

describe('password recovery', () => {
  it('e-mails a single-use link that signs the user in at the redirect target', async () => {
    const { email } = await userWithPassword();
    const { data, error } = await auth
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: `${site}/reset` });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [message] = await auth.emailsTo(email);
    expect(message?.subject).toBe('Reset Your Password');
    const { link, code } = linkAndCode(message!);
    expect(code).toMatch(/^\d{6}$/);
    const url = new URL(link!);
    expect(url.pathname).toBe('/auth/v1/verify');
    expect(url.searchParams.get('type')).toBe('recovery');
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(url.searchParams.get('redirect_to')).toBe(`${site}/reset`);

    const landed = await follow(link!);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${site}/reset`);
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();

    const again = new URLSearchParams((await follow(link!)).hash.slice(1));
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('access_token')).toBeNull();
  });

  it('answers an unknown address exactly as a known one, and sends it nothing', async () => {
    const unknown = freshEmail('nobody');
    const { data, error } = await auth.client().auth.resetPasswordForEmail(unknown);
    expect(error).toBeNull();
    expect(data).toEqual({});
    const { email } = await userWithPassword();
    await auth.client().auth.resetPasswordForEmail(email);
    await auth.emailsTo(email);
    expect(await auth.emailsTo(unknown, 0)).toEqual([]);
  });

  it('sends a redirect to another site back to the site URL', async () => {
    const { email } = await userWithPassword();
    await auth.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/x' });
    const { link } = linkAndCode((await auth.emailsTo(email))[0]!);
    expect(new URL(link!).searchParams.get('redirect_to')).toBe(site);
    expect((await follow(link!)).origin).toBe(site);
  });
});

describe('e-mail throttling', () => {
  it('answers a second request for the same address within max_frequency with 429, known or not', async () => {
    const throttled = await startAuthBackend({ emailMaxFrequencySeconds: 60 });
    try {
      const { error } = await throttled
        .admin()
        .auth.admin.createUser({ email: 'known@example.com', password: 'first-password' });
      expect(error).toBeNull();
      for (const email of ['known@example.com', 'unknown@example.com']) {
        expect((await throttled.client().auth.resetPasswordForEmail(email)).error).toBeNull();
        const second = await throttled.client().auth.resetPasswordForEmail(email.toUpperCase());
        expect(second.error?.status).toBe(429);
        expect(second.error?.code).toBe('over_email_send_rate_limit');
        expect(second.error?.message).toMatch(
          /^For security purposes, you can only request this after \d+ seconds\.$/,
        );
      }
      expect(await throttled.emailsTo('known@example.com')).toHaveLength(1);
    } finally {
      await throttled.stop();
    }
  });
});

describe('magic link and e-mail code', () => {
  it('signs in with the e-mailed code once, and refuses it the second time', async () => {
    const { email } = await userWithPassword();
    const client = auth.client();
    expect(
      (await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const message = (await auth.emailsTo(email))[0]!;
    expect(message.subject).toBe('Your Magic Link');
    const { code, link } = linkAndCode(message);
    expect(new URL(link!).searchParams.get('type')).toBe('magiclink');
    const first = await client.auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(first.error).toBeNull();
    expect(first.data.session?.user.email).toBe(email);
    const second = await client.auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(second.error?.message).toBe('Token has expired or is invalid');
    expect(second.error?.status).toBe(403);
  });

  it('refuses an expired code, a wrong code, and a code for another address', async () => {
    const { email } = await userWithPassword();
    const other = await userWithPassword();
    const client = auth.client();
    await client.auth.signInWithOtp({ email });
    const { code } = linkAndCode((await auth.emailsTo(email))[0]!);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await client.auth.verifyOtp({ email, token: wrong, type: 'email' })).error?.code).toBe(
      'otp_expired',
    );
    expect(
      (await client.auth.verifyOtp({ email: other.email, token: code!, type: 'email' })).error
        ?.code,
    ).toBe('otp_expired');
    await auth.backend.db.query(
      `update auth.one_time_tokens set created_at = now() - interval '2 hours'
       where user_id = (select id from auth.users where email = $1)`,
      [email],
    );
    expect((await client.auth.verifyOtp({ email, token: code!, type: 'email' })).error?.code).toBe(
      'otp_expired',
    );
  });

  it('creates no user for an unknown address when told not to', async () => {
    const email = freshEmail('new');
    const { error } = await auth
      .client()
      .auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.code).toBe('otp_disabled');
    expect(
      (await auth.backend.db.query('select 1 from auth.users where email = $1', [email])).rows,
    ).toHaveLength(0);
  });

  it('only the last e-mail of a kind works', async () => {
    const { email } = await userWithPassword();
    const client = auth.client();
    await client.auth.signInWithOtp({ email });
    const first = linkAndCode((await auth.emailsTo(email, 1))[0]!).code!;
    await client.auth.signInWithOtp({ email });
    const emails = await auth.emailsTo(email, 2);
    const second = linkAndCode(emails[1]!).code!;
    if (first !== second) {
      expect(
        (await client.auth.verifyOtp({ email, token: first, type: 'email' })).error,
      ).not.toBeNull();
    }
    expect((await client.auth.verifyOtp({ email, token: second, type: 'email' })).error).toBeNull();
  });
});

describe('invitations and generated links', () => {
  it('invites by e-mail; the link opens a session in which the invitee sets a password', async () => {
    const email = freshEmail('invitee');
    const { data, error } = await auth.admin().auth.admin.inviteUserByEmail(email, {
      redirectTo: `${site}/welcome`,
      data: { role: 'editor' },
    });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeFalsy();
    const message = (await auth.emailsTo(email))[0]!;
    expect(message.subject).toBe('You have been invited');
    const { link } = linkAndCode(message);
    expect(new URL(link!).searchParams.get('type')).toBe('invite');
    const fragment = new URLSearchParams((await follow(link!)).hash.slice(1));
    const client = auth.client();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.updateUser({ password: 'invitee-password' })).error).toBeNull();
    const signIn = await auth
      .client()
      .auth.signInWithPassword({ email, password: 'invitee-password' });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.user_metadata).toMatchObject({ role: 'editor' });
  });

  it('refuses to invite an address that already has an account, or is malformed', async () => {
    const { email } = await userWithPassword();
    expect((await auth.admin().auth.admin.inviteUserByEmail(email)).error?.code).toBe(
      'email_exists',
    );
    expect((await auth.admin().auth.admin.inviteUserByEmail('xx:;x@x.x')).error?.message).toBe(
      'Unable to validate email address: invalid format',
    );
  });

  it('refuses /invite and generate_link without the secret key', async () => {
    const anon = auth.client();
    expect((await anon.auth.admin.inviteUserByEmail(freshEmail('x'))).error?.status).toBe(403);
    expect(
      (await anon.auth.admin.generateLink({ type: 'magiclink', email: freshEmail('x') })).error
        ?.status,
    ).toBe(403);
  });

  it('generates a recovery link and code without sending them', async () => {
    const { email } = await userWithPassword();
    const { data, error } = await auth.admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(await auth.emailsTo(email, 0)).toEqual([]);
    const client = auth.client();
    const verified = await client.auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(
      (await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' }))
        .error?.code,
    ).toBe('otp_expired');
  });
});
