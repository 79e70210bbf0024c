import { expect, test } from '@playwright/test';
import { publicRoutes } from './public-routes';

for (const route of publicRoutes) {
  test(`the HTML of ${route.path} carries its heading and title before any script runs`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    const escaped = route.heading.replace(/&/g, '&amp;');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped}</h1>`));
    expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
    // Critical CSS is inlined so the first paint is styled, with the ids the app's style cache
    // reads so that it inserts none of these rules again (sites/src/app/emotion-cache.ts).
    expect(html).toMatch(/<style data-emotion-ids="[^"]+">/);
    // Rendered as production renders (no development labels in the class names): the app's
    // classes are the same, so Emotion adopts these rules instead of inserting them again.
    expect(html).not.toMatch(/\bcss-[a-z0-9]+-Mui/);
    // No inline event handlers: the CSP allows an inline script only by its hash, and the
    // page's two are checked in security-headers.spec.ts.
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });
}

test('with JavaScript disabled the prerendered home page still shows its content', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Elite Professionals' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
  await context.close();
});
