import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// No English left on the Kinyarwanda and French pages (docs/languages.md): the legal documents,
// the resources' articles and the not-found page in their language, axe-clean, and a header
// that keeps every link on one line at a laptop's width and never scrolls sideways on a phone.

const pages = {
  rw: {
    legal: {
      path: '/rw/legal/privacy',
      heading: 'Politiki y’ibanga',
      text: 'Ibyo tubika',
      updated: 'Kuwa kane, 1 Mutarama 2026',
    },
    article: { path: '/rw/resources/docs/how-inzira-works', heading: 'Uko Inzira ikora' },
    notFound: { heading: 'Iyi paji ntiyabonetse', link: 'Subira ahabanza' },
  },
  fr: {
    legal: {
      path: '/fr/legal/privacy',
      heading: 'Politique de confidentialité',
      text: 'Ce que nous collectons',
      updated: 'jeudi 1 janvier 2026',
    },
    article: { path: '/fr/resources/docs/how-inzira-works', heading: 'Comment fonctionne Inzira' },
    notFound: { heading: 'Page introuvable', link: 'Retour à l’accueil' },
  },
} as const;

async function expectAxeClean(page: Page, path: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.help}`),
    path,
  ).toEqual([]);
}

for (const [locale, expected] of Object.entries(pages)) {
  test.describe(`in ${locale}`, () => {
    test('the legal page is in its language, axe-clean', async ({ page }) => {
      await page.goto(expected.legal.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.legal.heading);
      await expect(page.getByRole('heading', { name: expected.legal.text })).toBeVisible();
      await expect(page).toHaveTitle(`${expected.legal.heading} | Inzira`);
      // The date in words in the page's language, also once the app has started in the browser.
      await expect(page.locator('time').first()).toHaveText(expected.legal.updated);
      await expectAxeClean(page, expected.legal.path);
    });

    test('a resources article is in its language', async ({ page }) => {
      await page.goto(expected.article.path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.article.heading);
    });

    test('an unknown address shows the not-found page in its language, axe-clean', async ({
      page,
    }) => {
      const response = await page.goto(`/${locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.notFound.heading);
      await expect(page.getByRole('link', { name: expected.notFound.link })).toBeVisible();
      await expectAxeClean(page, `/${locale}/no-such-page`);
    });
  });
}

test('the contact page writes its office hours in each language', async ({ page }) => {
  // The seed's hours: Monday to Friday 08:00-17:00, Saturday 09:00-13:00, Sunday closed.
  for (const [path, days, closed] of [
    ['/rw/contact', 'Kuwa mbere kugeza Kuwa gatanu', 'Harafunze'],
    ['/fr/contact', 'du lundi au vendredi', 'Fermé'],
  ]) {
    await page.goto(path);
    const hours = page.locator('dl').filter({ hasText: days });
    await expect(hours, path).toBeVisible();
    await expect(hours).toContainText(closed);
    await expect(hours).not.toContainText(/Monday|Saturday|Closed/);
  }
});

/** The heights of the header's links and buttons, which are equal when none wraps. */
const headerItemHeights = (page: Page) =>
  page
    .getByRole('banner')
    .locator('nav a, nav button')
    .evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent?.trim() ?? '',
        height: Math.round(item.getBoundingClientRect().height),
      })),
    );

test.describe('the header', () => {
  for (const path of ['/', '/rw', '/fr']) {
    test(`keeps every link on one line at 1366 px (${path})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      const items = await headerItemHeights(page);
      expect(items.length).toBeGreaterThan(5);
      // One line: every link as tall as the lowest one ("Blog"), and the switcher on the row.
      const oneLine = Math.min(...items.map((item) => item.height));
      expect(items.filter((item) => item.height > oneLine + 4)).toEqual([]);
      const switcher = page.getByRole('banner').getByRole('link', { name: /^EN English$/ });
      await expect(switcher).toBeVisible();
    });

    test(`scrolls no page sideways at 390 px and offers the menu in the drawer (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page
        .getByRole('button', { name: /^(Open menu|Fungura urutonde|Ouvrir le menu)$/ })
        .click();
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    });
  }
});
