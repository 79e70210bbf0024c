import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  linkAndCode,
  startAuthBackend,
  type AuthBackend,
} from '../test-fixtures/auth-backend';

// Sign-up and anonymous sign-in follow config.toml's [auth] switches, as GoTrue's do.

describe('with the product settings (supabase/config.toml: sign-up off)', () => {
  let auth: AuthBackend;
  beforeAll(async () => {
    auth = await startAuthBackend({});
  });
  afterAll(async () => {
    await auth?.stop();
  });

  it('refuses sign-up and anonymous sign-in with GoTrue messages', async () => {
    const client = auth.client();
    const signUp = await client.auth.signUp({ email: freshEmail('x'), password: 'long-enough' });
    expect(signUp.error?.code).toBe('signup_disabled');
    expect(signUp.error?.message).toBe('Signups not allowed for this instance');
    const anonymous = await client.auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    expect(anonymous.error?.message).toBe('Anonymous sign-ins are disabled');
  });

  it('keeps the product password rule of 8 characters', async () => {
    const { error } = await auth
      .admin()
      .auth.admin.createUser({ email: freshEmail('short'), password: '1234567' });
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 8 characters.');
  });
});

describe('with sign-up, confirmations and anonymous sign-ins on', () => {
  let auth: AuthBackend;
  beforeAll(async () => {
    auth = await startAuthBackend({
      enableSignup: true,
      enableConfirmations: true,
      enableAnonymousSignIns: true,
      minimumPasswordLength: 6,
    });
  });
  afterAll(async () => {
    await auth?.stop();
  });

  it('signs up without a session until the e-mailed link confirms the address', async () => {
    const email = freshEmail('signup');
    const client = auth.client();
    const { data, error } = await client.auth.signUp({ email, password: 'secret1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await client.auth.signInWithPassword({ email, password: 'secret1' })).error?.code).toBe(
      'email_not_confirmed',
    );
    const message = (await auth.emailsTo(email))[0]!;
    expect(message.subject).toBe('Confirm Your Signup');
    const { link } = linkAndCode(message);
    expect(new URL(link!).searchParams.get('type')).toBe('signup');
    const landed = await fetch(link!, { redirect: 'manual' });
    expect(landed.status).toBe(303);
    expect(
      new URLSearchParams(new URL(landed.headers.get('location')!).hash.slice(1)).get(
        'access_token',
      ),
    ).toBeTruthy();
    expect((await client.auth.signInWithPassword({ email, password: 'secret1' })).error).toBeNull();
  });

  it('resends the confirmation; only the newest code confirms, and unknown addresses get the same answer', async () => {
    const email = freshEmail('resend');
    const client = auth.client();
    await client.auth.signUp({ email, password: 'secret1' });
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const [first, second] = await auth.emailsTo(email, 2);
    const older = linkAndCode(first!).code!;
    const newer = linkAndCode(second!).code!;
    if (older !== newer) {
      expect(
        (await client.auth.verifyOtp({ email, token: older, type: 'signup' })).error?.code,
      ).toBe('otp_expired');
    }
    expect((await client.auth.verifyOtp({ email, token: newer, type: 'signup' })).error).toBeNull();
    const unknown = freshEmail('unknown');
    expect((await client.auth.resend({ type: 'signup', email: unknown })).error).toBeNull();
  });

  it('answers a second sign-up of an unconfirmed address like the first, without telling', async () => {
    const email = freshEmail('twice');
    const client = auth.client();
    const first = await client.auth.signUp({ email, password: 'secret1' });
    const second = await client.auth.signUp({ email, password: 'secret1' });
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
  });

  it('refuses a malformed address and a short password', async () => {
    const client = auth.client();
    expect((await client.auth.signUp({ email: 'a', password: 'secret1' })).error?.message).toBe(
      'Unable to validate email address: invalid format',
    );
    const weak = await client.auth.signUp({ email: freshEmail('weak'), password: '123' });
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');
  });

  it('signs in anonymously: a session whose user is anonymous and has no identity', async () => {
    const { data, error } = await auth
      .client()
      .auth.signInAnonymously({ options: { data: { k: 1 } } });
    expect(error).toBeNull();
    expect(data.user?.is_anonymous).toBe(true);
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.user_metadata).toEqual({ k: 1 });
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(claims.is_anonymous).toBe(true);
    expect(claims.amr).toEqual([expect.objectContaining({ method: 'anonymous' })]);
  });
});

describe('with autoconfirm (confirmations off)', () => {
  let auth: AuthBackend;
  beforeAll(async () => {
    auth = await startAuthBackend({ enableSignup: true, enableConfirmations: false });
  });
  afterAll(async () => {
    await auth?.stop();
  });

  it('answers a session at once, and "User already registered" to the same address again', async () => {
    const email = freshEmail('auto');
    const client = auth.client();
    const { data, error } = await client.auth.signUp({ email, password: 'long-enough' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const again = await client.auth.signUp({ email: email.toUpperCase(), password: 'long-enough' });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });
});

describe('sign-ups from one address', () => {
  it('are limited like sign-ins, anonymous ones included', async () => {
    const limited = await startAuthBackend(
      { enableSignup: true, enableAnonymousSignIns: true },
      { authRateLimit: { max: 2, windowMs: 60_000 } },
    );
    try {
      const client = limited.client();
      expect((await client.auth.signInAnonymously()).error).toBeNull();
      expect(
        (await client.auth.signUp({ email: freshEmail('a'), password: 'long-enough' })).error,
      ).toBeNull();
      const third = await client.auth.signInAnonymously();
      expect(third.error?.status).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
