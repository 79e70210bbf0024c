import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

/** The custom access token hook: a SQL function GoTrue calls at every token issue. */
export interface AccessTokenHook {
  schema: string;
  name: string;
}

/**
 * The `[auth]` settings of `supabase/config.toml` the local Auth honours, named as GoTrue
 * names them (docs/local-auth.md lists them).
 */
export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  enableAnonymousSignIns: boolean;
  enableManualLinking: boolean;
  minimumPasswordLength: number;
  /** `[auth.email] enable_confirmations`: false is GoTrue's `mailer_autoconfirm`. */
  enableConfirmations: boolean;
  /** `[auth.email] secure_password_change`: a password change needs a reauthentication nonce. */
  securePasswordChange: boolean;
  /** `[auth.email] max_frequency`, in seconds: one e-mail per address per this interval. */
  emailMaxFrequencySeconds: number;
  otpLength: number;
  /** Seconds an e-mailed link or code stays valid. */
  otpExpirySeconds: number;
  /** `[auth.rate_limit] email_sent`: e-mails the whole server sends per hour. */
  emailSentPerHour: number;
  /** `[auth.rate_limit] token_verifications`: `/verify` calls per address per five minutes. */
  tokenVerificationsPer5Min: number;
  mfaTotpEnroll: boolean;
  mfaTotpVerify: boolean;
  mfaMaxEnrolledFactors: number;
  /** `[auth.mfa.web_authn] enroll_enabled`: WebAuthn factors can be enrolled (never verified here). */
  mfaWebAuthnEnroll: boolean;
  /** `[auth.oauth_server] enabled`: the admin API for OAuth clients answers. */
  oauthServer: boolean;
  customAccessTokenHook?: AccessTokenHook;
}

/** GoTrue's defaults where config.toml says nothing (as the Supabase CLI writes them). */
export const defaultAuthConfig: AuthConfig = {
  siteUrl: 'http://localhost:3000',
  additionalRedirectUrls: [],
  jwtExpiry: 3600,
  enableSignup: true,
  enableAnonymousSignIns: false,
  enableManualLinking: false,
  minimumPasswordLength: 6,
  enableConfirmations: false,
  securePasswordChange: false,
  emailMaxFrequencySeconds: 60,
  otpLength: 6,
  otpExpirySeconds: 3600,
  emailSentPerHour: 30,
  tokenVerificationsPer5Min: 30,
  mfaTotpEnroll: true,
  mfaTotpVerify: true,
  mfaMaxEnrolledFactors: 10,
  mfaWebAuthnEnroll: false,
  oauthServer: false,
};

type Table = Record<string, unknown>;

const table = (value: unknown): Table =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const int = (value: unknown, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** The CLI's durations ("1s", "1m0s", "60s"), in seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value !== 'string') return fallback;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value.trim());
  if (!match || value.trim() === '') return fallback;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** `pg-functions://postgres/<schema>/<function>`, the only hook kind the local Auth runs. */
export function parseHookUri(uri: unknown): AccessTokenHook | undefined {
  if (typeof uri !== 'string') return undefined;
  const match =
    /^pg-functions:\/\/postgres\/([A-Za-z_][A-Za-z0-9_]{0,62})\/([A-Za-z_][A-Za-z0-9_]{0,62})$/.exec(
      uri,
    );
  if (!match?.[1] || !match[2]) {
    throw new Error(
      `[auth.hook.custom_access_token] uri must be pg-functions://postgres/<schema>/<function>, not ${uri}`,
    );
  }
  return { schema: match[1], name: match[2] };
}

/** `[auth]` of a parsed config.toml over GoTrue's defaults. */
export function authConfigFromToml(parsed: unknown): AuthConfig {
  const auth = table(table(parsed).auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const webAuthn = table(mfa.web_authn);
  const hook = table(table(auth.hook).custom_access_token);
  const d = defaultAuthConfig;
  const redirects = Array.isArray(auth.additional_redirect_urls)
    ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string')
    : d.additionalRedirectUrls;
  return {
    siteUrl: text(auth.site_url, d.siteUrl),
    additionalRedirectUrls: redirects,
    jwtExpiry: int(auth.jwt_expiry, d.jwtExpiry, 30, 604_800),
    // GoTrue signs up by e-mail only when both the global and the e-mail switch allow it.
    enableSignup: bool(auth.enable_signup, d.enableSignup) && bool(email.enable_signup, true),
    enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, d.enableAnonymousSignIns),
    enableManualLinking: bool(auth.enable_manual_linking, d.enableManualLinking),
    minimumPasswordLength: int(auth.minimum_password_length, d.minimumPasswordLength, 6, 72),
    enableConfirmations: bool(email.enable_confirmations, d.enableConfirmations),
    securePasswordChange: bool(email.secure_password_change, d.securePasswordChange),
    emailMaxFrequencySeconds: durationSeconds(email.max_frequency, d.emailMaxFrequencySeconds),
    otpLength: int(email.otp_length, d.otpLength, 6, 10),
    otpExpirySeconds: int(email.otp_expiry, d.otpExpirySeconds, 1, 86_400),
    emailSentPerHour: int(rate.email_sent, d.emailSentPerHour, 1),
    tokenVerificationsPer5Min: int(rate.token_verifications, d.tokenVerificationsPer5Min, 1),
    mfaTotpEnroll: bool(totp.enroll_enabled, d.mfaTotpEnroll),
    mfaTotpVerify: bool(totp.verify_enabled, d.mfaTotpVerify),
    mfaMaxEnrolledFactors: int(mfa.max_enrolled_factors, d.mfaMaxEnrolledFactors, 1, 100),
    mfaWebAuthnEnroll: bool(webAuthn.enroll_enabled, d.mfaWebAuthnEnroll),
    oauthServer: bool(table(auth.oauth_server).enabled, d.oauthServer),
    customAccessTokenHook: hook.enabled === true ? parseHookUri(hook.uri) : undefined,
  };
}

/** The `[auth]` settings of a config.toml file; GoTrue's defaults when there is none. */
export function readAuthConfig(configFile: string): AuthConfig {
  if (!existsSync(configFile)) return defaultAuthConfig;
  return authConfigFromToml(parse(readFileSync(configFile, 'utf8')));
}
