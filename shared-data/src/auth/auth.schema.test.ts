import { describe, expect, it } from 'vitest';
import { chars, schemaErrors } from '@inzira/contract/test-support/schema-errors.ts';
import { changePasswordSchema, loginSchema } from './auth.schema';

describe('login form', () => {
  it('trims the e-mail and names every missing field', async () => {
    await expect(
      loginSchema.validate({ email: ' admin@example.com ', password: ' secret ' }),
    ).resolves.toEqual({ email: 'admin@example.com', password: ' secret ' });
    expect(await schemaErrors(loginSchema, {})).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('asks for a valid e-mail address', async () => {
    expect(await schemaErrors(loginSchema, { email: 'admin', password: 'x' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('change password form', () => {
  const change = (newPassword: string, confirmPassword = newPassword) =>
    schemaErrors(changePasswordSchema, { newPassword, confirmPassword });

  it('takes 8 to 72 characters (bcrypt reads no more)', async () => {
    expect(await change(chars(8))).toEqual({});
    expect(await change(chars(72))).toEqual({});
    expect(await change(chars(7))).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
    expect(await change(chars(73))).toEqual({
      newPassword: ['Password must be at most 72 characters'],
    });
  });

  it('asks for the same password twice', async () => {
    expect(await change('long-enough-1', 'long-enough-2')).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(await schemaErrors(changePasswordSchema, {})).toEqual({
      newPassword: ['New password is required'],
      confirmPassword: ['Please confirm the new password'],
    });
  });
});
