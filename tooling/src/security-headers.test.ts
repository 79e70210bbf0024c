import { describe, expect, it } from 'vitest';
import {
  parseHeadersFile,
  securityHeaders,
  toHeadersFile,
  type HeaderEnv,
} from './security-headers';

const base: HeaderEnv = { VITE_SUPABASE_URL: 'https://project.supabase.co' };

/** The public site's CSP as the build writes it into `_headers`, one directive per name. */
function cspOf(app: 'sites' | 'admin', env: HeaderEnv): Record<string, string[]> {
  const written = parseHeadersFile(toHeadersFile(securityHeaders(app, env)));
  return Object.fromEntries(
    (written['Content-Security-Policy'] ?? '').split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('the host config’s CSP', () => {
  it('lets Cloudflare Turnstile in (script and frame) only when the site has a key', () => {
    const off = cspOf('sites', base);
    expect(off['script-src']).toEqual(["'self'"]);
    expect(off['frame-src']).not.toContain('https://challenges.cloudflare.com');

    const on = cspOf('sites', { ...base, VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAAexample' });
    expect(on['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(on['frame-src']).toContain('https://challenges.cloudflare.com');
    // Nothing else opens up.
    expect(on['connect-src']).toEqual(off['connect-src']);
  });

  it('never lets Turnstile into the admin, which has no public form', () => {
    const admin = cspOf('admin', { ...base, VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAAexample' });
    expect(admin['script-src']).toEqual(["'self'"]);
    expect(admin['frame-src']).toEqual(["'none'"]);
  });
});
