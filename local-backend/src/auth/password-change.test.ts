import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  linkAndCode,
  startAuthBackend,
  type AuthBackend,
} from '../test-fixtures/auth-backend';

// `[auth.email] secure_password_change`: a stolen access token alone cannot change the password.

let auth: AuthBackend;

beforeAll(async () => {
  auth = await startAuthBackend({ securePasswordChange: true });
});

afterAll(async () => {
  await auth?.stop();
});

async function signedInUser(password = 'first-password') {
  const email = freshEmail('member');
  const created = await auth
    .admin()
    .auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error) throw created.error;
  const client = auth.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { email, password, client };
}

describe('secure password change', () => {
  it('refuses a new password with only an access token', async () => {
    const { client } = await signedInUser();
    const { error } = await client.auth.updateUser({ password: 'second-password' });
    expect(error?.code).toBe('reauthentication_needed');
    expect(error?.message).toBe('Password update requires reauthentication');
  });

  it('accepts the e-mailed reauthentication code once', async () => {
    const { client, email } = await signedInUser();
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const message = (await auth.emailsTo(email))[0]!;
    expect(message.subject).toBe('Confirm reauthentication');
    const { code } = linkAndCode(message);
    expect(
      (await client.auth.updateUser({ password: 'second-password', nonce: code })).error,
    ).toBeNull();
    const reused = await client.auth.updateUser({ password: 'third-password', nonce: code });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('accepts the current password, and refuses a wrong one', async () => {
    const { client, password } = await signedInUser();
    const wrong = await client.auth.updateUser({
      password: 'second-password',
      current_password: 'not-it',
    } as { password: string });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    const right = await client.auth.updateUser({
      password: 'second-password',
      current_password: password,
    } as { password: string });
    expect(right.error).toBeNull();
  });

  it("signs out the user's other sessions when the password changes", async () => {
    const { client, email, password } = await signedInUser();
    const other = auth.client();
    await other.auth.signInWithPassword({ email, password });
    expect((await other.auth.getUser()).error).toBeNull();
    await client.auth.reauthenticate();
    const { code } = linkAndCode((await auth.emailsTo(email))[0]!);
    expect(
      (await client.auth.updateUser({ password: 'second-password', nonce: code })).error,
    ).toBeNull();
    // auth-js reports the ended session as a missing one (and forgets it).
    expect((await other.auth.getUser()).error).not.toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it("lets a recovery link's session set a new password without a code", async () => {
    const { email } = await signedInUser();
    const { data } = await auth.admin().auth.admin.generateLink({ type: 'recovery', email });
    const client = auth.client();
    const verified = await client.auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
  });
});

describe('sessions that end', () => {
  it('refuses the refresh token of a signed-out session and of a deleted user', async () => {
    const { client, email, password } = await signedInUser();
    const { data } = await client.auth.getSession();
    const refresh = data.session!.refresh_token;
    await client.auth.signOut({ scope: 'local' });
    const afterSignOut = await auth.client().auth.refreshSession({ refresh_token: refresh });
    expect(afterSignOut.error?.code).toBe('refresh_token_not_found');

    const second = auth.client();
    const signIn = await second.auth.signInWithPassword({ email, password });
    await auth.admin().auth.admin.deleteUser(signIn.data.user!.id);
    const afterDelete = await auth
      .client()
      .auth.refreshSession({ refresh_token: signIn.data.session!.refresh_token });
    expect(afterDelete.error?.code).toBe('refresh_token_not_found');
    expect((await second.auth.getUser()).error).not.toBeNull();
  });

  it('ends other sessions only with scope "others"', async () => {
    const { client, email, password } = await signedInUser();
    const other = auth.client();
    await other.auth.signInWithPassword({ email, password });
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.auth.getUser()).error).toBeNull();
    // auth-js reports the ended session as a missing one (and forgets it).
    expect((await other.auth.getUser()).error).not.toBeNull();
  });
});
