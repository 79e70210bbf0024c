import { expect, test } from '@playwright/test';

test('the admin cannot be framed and is kept out of search engines', async ({ request }) => {
  const response = await request.get('/auth/login');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['x-content-type-options']).toBe('nosniff');
});
