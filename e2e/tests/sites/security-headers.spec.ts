import { expect, test } from '@playwright/test';

test('the public site is served with its security headers', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  // The page may only talk to its own origin and the configured Supabase project.
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321/);
});
