import { describe, expect, it } from 'vitest';
import { createSupabase } from '../client';
import { signedInClient, useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import {
  changePasswordSchema,
  changePasswordWithCode,
  getIsAdmin,
  loginSchema,
  signIn,
  signOut,
} from '.';

const ctx = useTestBackend<Database>();

const freshClient = () =>
  createSupabase({ url: ctx().backend.url, publishableKey: ctx().backend.publishableKey });

describe('auth', () => {
  it('signs the demo admin in and out; is_admin follows', async () => {
    const client = freshClient();
    const { user } = await signIn(client, 'admin@example.com', 'inzira-admin');
    expect(user.email).toBe('admin@example.com');
    expect(await getIsAdmin(client)).toBe(true);
    await signOut(client);
    expect(await getIsAdmin(client)).toBe(false);
  });

  it('says "Invalid email or password." for a wrong password or an unknown address', async () => {
    await expect(signIn(freshClient(), 'admin@example.com', 'wrong-password')).rejects.toThrow(
      'Invalid email or password.',
    );
    await expect(signIn(freshClient(), 'nobody@example.com', 'whatever-password')).rejects.toThrow(
      'Invalid email or password.',
    );
  });

  it('does not treat a signed-in non-admin as an admin', async () => {
    const email = 'staff@example.com';
    const password = 'staff-password-1';
    const { error } = await ctx().service.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    expect(error).toBeNull();
    const client = await signedInClient<Database>(ctx().backend, email, password);
    expect(await getIsAdmin(client)).toBe(false);
  });

  it('refuses a password change with a session alone or a made-up code (a stolen token is not enough)', async () => {
    const email = 'changer@example.com';
    await ctx().service.auth.admin.createUser({
      email,
      password: 'first-password',
      email_confirm: true,
    });
    const client = await signedInClient<Database>(ctx().backend, email, 'first-password');
    const { error } = await client.auth.updateUser({ password: 'second-password' });
    expect(error?.message).toMatch(/reauthentication/i);
    await expect(changePasswordWithCode(client, 'second-password', '000000')).rejects.toThrow(
      'This code is wrong or has expired. Send a new one.',
    );
    await expect(signIn(freshClient(), email, 'first-password')).resolves.toMatchObject({
      user: { email },
    });
  });

  it('needs a session to change a password', async () => {
    await expect(
      changePasswordWithCode(freshClient(), 'another-password', '123456'),
    ).rejects.toThrow();
  });

  it('validates the login and change-password forms', async () => {
    await expect(
      loginSchema.validate({ email: 'x', password: '' }, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: ['Please enter a valid email address', 'Password is required'],
    });
    await expect(
      changePasswordSchema.validate(
        { newPassword: 'short', confirmPassword: 'other' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: ['Password must be at least 8 characters', 'Passwords do not match'],
    });
  });
});
