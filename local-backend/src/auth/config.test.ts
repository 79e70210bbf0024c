import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { authConfigFromToml, defaultAuthConfig, durationSeconds } from './config';

// config.toml's [auth] as the Supabase CLI hands it to GoTrue.

describe('authConfigFromToml', () => {
  it('reads the switches, the e-mail settings and the hook', () => {
    const config = authConfigFromToml(
      parse(`
[auth]
site_url = "http://localhost:5173"
enable_signup = true
enable_anonymous_sign_ins = true
minimum_password_length = 8
[auth.email]
enable_confirmations = true
secure_password_change = true
max_frequency = "1m30s"
[auth.hook.custom_access_token]
enabled = true
uri = "pg-functions://postgres/public/custom_access_token_hook"
`),
    );
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:5173',
      enableSignup: true,
      enableAnonymousSignIns: true,
      minimumPasswordLength: 8,
      enableConfirmations: true,
      securePasswordChange: true,
      emailMaxFrequencySeconds: 90,
      customAccessTokenHook: { schema: 'public', name: 'custom_access_token_hook' },
    });
  });

  it('signs up by e-mail only when [auth.email] allows it too', () => {
    const config = authConfigFromToml(
      parse('[auth]\nenable_signup = true\n[auth.email]\nenable_signup = false'),
    );
    expect(config.enableSignup).toBe(false);
  });

  it("keeps GoTrue's defaults for missing or unreadable values, and runs no disabled hook", () => {
    const config = authConfigFromToml(
      parse(`
[auth]
minimum_password_length = "long"
jwt_expiry = -5
[auth.hook.custom_access_token]
enabled = false
uri = "https://example.com/hook"
`),
    );
    expect(config).toEqual(defaultAuthConfig);
  });

  it('refuses a hook URI other than a plain pg-functions name', () => {
    for (const uri of [
      'https://example.com/hook',
      'pg-functions://postgres/public/hook"; drop table x; --',
      'pg-functions://postgres/public',
    ]) {
      expect(() =>
        authConfigFromToml({ auth: { hook: { custom_access_token: { enabled: true, uri } } } }),
      ).toThrow(/pg-functions/);
    }
  });

  it('reads the CLI durations', () => {
    expect(durationSeconds('1s', 60)).toBe(1);
    expect(durationSeconds('1h0m5s', 60)).toBe(3605);
    expect(durationSeconds('soon', 60)).toBe(60);
    expect(durationSeconds('', 60)).toBe(60);
  });
});
