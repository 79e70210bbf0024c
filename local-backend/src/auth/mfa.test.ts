import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, startAuthBackend, type AuthBackend } from '../test-fixtures/auth-backend';

// TOTP factors as GoTrue serves them to supabase-js: enrol, challenge, verify, unenrol, the
// admin's list and delete, and the session's level (`aal`, `amr`) in the access token.

let auth: AuthBackend;

beforeAll(async () => {
  auth = await startAuthBackend({});
});

afterAll(async () => {
  await auth?.stop();
});

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function member() {
  const email = freshEmail('mfa');
  const password = 'first-password';
  const created = await auth
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = auth.client();
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return { client, email, password, userId: created.data.user!.id };
}

async function enrolled(client: SupabaseClient) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'phone',
  });
  if (error) throw error;
  return data;
}

async function verifyWithCode(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data.id, code });
}

const claimsOf = async (client: SupabaseClient) =>
  decodeJwt((await client.auth.getSession()).data.session!.access_token);

describe('TOTP enrolment', () => {
  it('answers a QR code, the secret and the otpauth URI', async () => {
    const { client, email } = await member();
    const factor = await enrolled(client);
    expect(factor.type).toBe('totp');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(uri.searchParams.get('secret')).toBe(factor.totp.secret);
  });

  it('refuses enrolment without a session', async () => {
    const { error } = await auth.client().auth.mfa.enroll({ factorType: 'totp' });
    expect(error).not.toBeNull();
  });
});

describe('TOTP verification', () => {
  it('raises the session to aal2 with totp in amr; a new sign-in is aal1 with aal2 next', async () => {
    const { client, email, password } = await member();
    const factor = await enrolled(client);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
    const verified = await verifyWithCode(client, factor.id, codeFor(factor.totp.secret));
    expect(verified.error).toBeNull();
    const claims = await claimsOf(client);
    expect(claims.aal).toBe('aal2');
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBeTruthy();
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      'aal2',
    );

    const later = auth.client();
    await later.auth.signInWithPassword({ email, password });
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const listed = await later.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor.id]);
    // The refreshed token keeps the session's level.
    const refreshed = await client.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code, and a challenge used once', async () => {
    const { client } = await member();
    const factor = await enrolled(client);
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const good = codeFor(factor.totp.secret);
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: good === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');
    const right = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: good,
    });
    expect(right.error).toBeNull();
    const replay = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: good,
    });
    expect(replay.error?.code).toBe('mfa_challenge_not_found');
  });

  it("refuses another user's factor", async () => {
    const owner = await member();
    const factor = await enrolled(owner.client);
    const intruder = await member();
    const challenge = await intruder.client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error?.code).toBe('mfa_factor_not_found');
    expect((await intruder.client.auth.mfa.unenroll({ factorId: factor.id })).error?.code).toBe(
      'mfa_factor_not_found',
    );
  });
});

describe('removing factors', () => {
  it('unenrols a verified factor only from an aal2 session', async () => {
    const { client, email, password } = await member();
    const factor = await enrolled(client);
    await verifyWithCode(client, factor.id, codeFor(factor.totp.secret));
    const aal1 = auth.client();
    await aal1.auth.signInWithPassword({ email, password });
    expect((await aal1.auth.mfa.unenroll({ factorId: factor.id })).error?.code).toBe(
      'insufficient_aal',
    );
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  it("lets the admin list and delete a user's factors", async () => {
    const { client, userId } = await member();
    const factor = await enrolled(client);
    const admin = auth.admin().auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.data?.factors.map((f) => f.id)).toEqual([factor.id]);
    expect(JSON.stringify(listed.data)).not.toContain(factor.totp.secret);
    expect((await admin.deleteFactor({ userId, id: factor.id })).error).toBeNull();
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
    expect((await auth.client().auth.admin.mfa.listFactors({ userId })).error?.status).toBe(403);
  });
});

describe('other factor kinds and abandoned enrolments', () => {
  it('refuses WebAuthn unless config.toml enables it, and never verifies it here', async () => {
    const { client } = await member();
    const refused = await client.auth.mfa.enroll({ factorType: 'webauthn', friendlyName: 'key' });
    expect(refused.error?.code).toBe('mfa_webauthn_enroll_not_enabled');
    const enabled = await startAuthBackend({ mfaWebAuthnEnroll: true });
    try {
      const email = freshEmail('webauthn');
      await enabled
        .admin()
        .auth.admin.createUser({ email, password: 'first-password', email_confirm: true });
      const other = enabled.client();
      await other.auth.signInWithPassword({ email, password: 'first-password' });
      const { data, error } = await other.auth.mfa.enroll({
        factorType: 'webauthn',
        friendlyName: 'key',
      });
      expect(error).toBeNull();
      expect(data).toMatchObject({ type: 'webauthn', friendly_name: 'key' });
      const challenge = await other.auth.mfa.challenge({ factorId: data!.id });
      expect(challenge.error?.code).toBe('mfa_webauthn_verify_not_enabled');
      expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data?.nextLevel).toBe('aal1');
    } finally {
      await enabled.stop();
    }
  });

  it('keeps abandoned enrolments bounded', async () => {
    const { client } = await member();
    for (let i = 0; i < 12; i += 1) {
      expect((await client.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    }
    expect((await client.auth.mfa.listFactors()).data!.all.length).toBeLessThanOrEqual(10);
  });
});
