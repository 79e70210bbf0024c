import { expect, test } from '@playwright/test';

test('the home page HTML carries its heading and title before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Connect with Elite Professionals</h1>');
  expect(html).toContain('<title>Home | Inzira</title>');
  // Critical CSS is inlined so the first paint is styled.
  expect(html).toMatch(/<style data-emotion="css [^"]+">/);
});

test('with JavaScript disabled the prerendered home page still shows its content', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Elite Professionals' }),
  ).toBeVisible();
  await context.close();
});
