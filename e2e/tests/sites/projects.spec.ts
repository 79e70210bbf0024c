import { expect, test, type Page } from '@playwright/test';
import { visit } from './visit';

const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
];

/** Elements inside main that scroll on their own (a scroll box with more content than room). */
const innerScrollers = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((element) => {
        const { overflowY } = getComputedStyle(element);
        return (
          (overflowY === 'auto' || overflowY === 'scroll') &&
          element.scrollHeight > element.clientHeight + 1
        );
      }).length,
  );

test('the projects grid shows cards with at most three tags and "+N more"', async ({ page }) => {
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Harvest Season' });
  await expect(card).toBeVisible();
  // Five technologies: three tags and "+2 more".
  await expect(card.getByText('+2 more')).toBeVisible();
  await expect(card.getByText('Photography', { exact: true })).toBeVisible();
  await expect(card.getByText('WhatsApp Business')).toBeHidden();
});

for (const viewport of viewports) {
  test(`at ${viewport.width} px the page scrolls the portfolio and every card is readable`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visit(page, '/projects');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await innerScrollers(page)).toBe(0);
    // Scroll the window to each card in turn: all nine seeded projects come into view whole.
    const titles = [
      'Back-to-School Campaign',
      'Clinic Booking Portal',
      'Wedding Film Series',
      'Annual Report Translation',
      'Cooperative Brand Identity',
      'East Africa Trade Summit',
      'Regional Tourism Ads',
      'Tech Hub Launch Website',
      'Harvest Season Campaign',
    ];
    for (const title of titles) {
      const heading = page.getByRole('heading', { level: 3, name: title });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await innerScrollers(page)).toBe(0);
  });
}

test('a project has its own prerendered page, reachable by URL', async ({ page, request }) => {
  const html = await (await request.get('/projects/harvest-season-campaign')).text();
  // The title, text and picture are in the HTML before any script.
  const heading = html.indexOf('Harvest Season Campaign</h1>');
  expect(heading).toBeGreaterThan(0);
  // The static HTML already holds the page: its head and heading, before the app runs.
  const before = html.slice(0, heading);
  expect(before).toContain('<title>Harvest Season Campaign | Inzira</title>');
  expect(html).toContain('property="og:title" content="Harvest Season Campaign | Inzira"');

  await page.goto('/projects');
  await page.getByRole('link', { name: /Harvest Season Campaign/ }).click();
  await expect(page).toHaveURL(/\/projects\/harvest-season-campaign$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Harvest Season Campaign' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Aline Uwase' })).toBeVisible();
  await expect(page.getByText('WhatsApp Business')).toBeVisible();
  // The demo agency has no film of this client's own, so none plays (docs/content-trust.md), and
  // the picture shows once.
  await expect(page.getByRole('button', { name: /^Play video:/ })).toHaveCount(0);
  // Its alt text is the editor's description of the picture (docs/content-trust.md, "Alt text").
  await expect(
    page.getByRole('img', {
      name: 'Illustration: a camera with an amber lens on a teal background',
    }),
  ).toHaveCount(1);
  await expect(page.getByRole('term')).toHaveText(['Client', 'Completion date']);
});

test("a project page's Book button asks for a project like it", async ({ page }) => {
  await visit(page, '/projects/harvest-season-campaign');
  await page.getByRole('button', { name: 'Book a project like this' }).click();
  const booking = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(booking.getByLabel('Message')).toHaveValue(
    'I\'d like a project like "Harvest Season Campaign".',
  );
});

test('the floating Book Now card can be dismissed and never covers the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/projects');
  await expect(page.getByRole('article').first()).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Book a project' });
  await expect(card).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();
  await expect(card).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  // At the bottom the footer is in view and the card steps aside.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  await expect(card).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.5));
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Close the booking reminder' }).click();
  await expect(card).toBeHidden();
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect(card).toBeHidden();
});

test('an unknown project shows the 404 page and is not indexable', async ({ page }) => {
  await page.goto('/projects/no-such-project-ever');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Inzira');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
