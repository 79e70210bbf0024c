import { expect, test } from '@playwright/test';
import { headersOf } from '../../support/headers';

test('the admin cannot be framed and is kept out of search engines', async ({ request }) => {
  const headers = await headersOf(request, '/auth/login');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the admin talks only to its own origin and the Supabase project', async ({ request }) => {
  const headers = await headersOf(request, '/');
  const csp = headers['content-security-policy'] ?? '';
  expect(/connect-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' http://127.0.0.1:54321");
  expect(csp).toContain("frame-src 'none'");
  expect(csp).toContain("script-src 'self';");
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('client routes fall back to the app with the same headers', async ({ request }) => {
  const response = await request.get('/admin/bookings');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root"');
  expect(response.headers()['x-frame-options']).toBe('DENY');
});
