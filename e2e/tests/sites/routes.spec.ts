import { expect, test } from '@playwright/test';
import { publicRoutes } from './public-routes';
import { visit } from './visit';

for (const route of publicRoutes) {
  test(`${route.path} shows its heading, key text and title`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    await expect(page.getByText(route.text, { exact: false }).first()).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:5173${route.path === '/' ? '/' : route.path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
  });
}

test('an unknown nested path shows the 404 page, with a 404 status for search engines', async ({
  page,
}) => {
  const response = await page.goto('/resources/no-such-thing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Inzira');
});

test('robots.txt and sitemap.xml list the site', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:5173/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of publicRoutes) {
    expect(sitemap).toContain(`<loc>http://localhost:5173${route.path}</loc>`);
  }
});

test('the home hero scrolls to the services and to how we work', async ({ page }) => {
  await visit(page, '/');
  const services = page.getByRole('heading', { level: 2, name: 'Our Services' });
  const howWeWork = page.getByRole('heading', { level: 2, name: 'How We Work' });
  await expect(howWeWork).not.toBeInViewport();
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(howWeWork).toBeInViewport();
  // The guide's four steps, and no stand-in film: the agency has none of its own yet.
  const section = page.getByRole('region', { name: 'How We Work' });
  await expect(section.getByRole('listitem')).toHaveCount(4);
  await expect(section.getByRole('button', { name: /play/i })).toHaveCount(0);
  await expect(section.locator('video, iframe')).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'Read the full guide' })).toHaveAttribute(
    'href',
    '/resources/docs/how-inzira-works',
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'View Services' }).click();
  await expect(services).toBeInViewport();
});

test('the home page shows testimonials and active professionals from the database', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^Read Story:/ }).first()).toBeVisible();
  // No demo testimonial has a video of its own, so none offers to play one.
  await expect(page.getByRole('button', { name: /^Watch Story:/ })).toHaveCount(0);
  // The seed has exactly ten professionals: "10", not "10+".
  await expect(page.getByText('10 Active Professionals', { exact: true })).toBeVisible();
});

test('a testimonial opens its modal with the full story', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^Read Story:/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Book Yours Now' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Full Story' }).click();
  await expect(dialog.getByRole('button', { name: 'Full Story' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the docs search box filters the links', async ({ page }) => {
  await visit(page, '/resources/docs');
  const links = page.getByRole('main').getByRole('link', { name: 'Privacy Policy' });
  await expect(page.getByRole('link', { name: 'How Inzira works' })).toBeVisible();
  // Typed once, possibly before the app has started: the letters must still filter.
  await page.getByRole('searchbox', { name: 'Search documentation' }).pressSequentially('privacy');
  await expect(page.getByRole('link', { name: 'How Inzira works' })).toBeHidden();
  await expect(links).toBeVisible();
});

test('the resources cards link to their routes', async ({ page }) => {
  await visit(page, '/resources');
  await page.getByRole('link', { name: /Tutorials/ }).click();
  await expect(page).toHaveURL(/\/resources\/tutorials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
});
