import { expect, test, type Page } from '@playwright/test';

// The home page runs its islands instead of the app (docs/performance.md, "Islands on the home
// page"): the header, the hero and the booking form at once, each content section once it comes
// into sight, and plain links that load the next page whole.

/** The script files the page has asked for so far, by name. */
function watchScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
}

/** Loads `path` and waits until its islands say they are ready. */
async function openHome(page: Page, path = '/') {
  await page.addInitScript(() =>
    document.addEventListener('inzira:app-ready', () =>
      document.documentElement.setAttribute('data-ready', ''),
    ),
  );
  await page.goto(path);
  await expect(page.locator('html[data-ready]')).toHaveCount(1);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the home page works without the app's router, its content sections come to life in sight`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const scripts = watchScripts(page);
    await openHome(page);
    // Neither the app's entry nor the router: the home page needs neither to work.
    expect(scripts.filter((path) => /\/assets\/(index|router)-/.test(path))).toEqual([]);
    expect(scripts.some((path) => path.includes('/testimonials-section-'))).toBe(false);
    // A handful of files, not one per module: the shared ones come as one file (the `shell`
    // group, docs/performance.md, "Fewer, larger requests"), so a phone pays few round trips.
    expect(scripts.length).toBeLessThanOrEqual(7);

    // The testimonials, scrolled to, come to life: their stories open.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page
      .getByRole('button', { name: /^Read Story:/ })
      .first()
      .click();
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Full Story' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(scripts.some((path) => path.includes('/testimonials-section-'))).toBe(true);
  });
}

test('a link in the home page header loads the page whole, in the page language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openHome(page, '/fr');
  const banner = page.getByRole('banner');
  // The menu opens from the live header, and its links lead under the language's prefix.
  await banner.getByRole('button', { name: 'Ressources' }).click();
  await expect(page.getByRole('menuitem').first()).toHaveAttribute('href', /^\/fr\/resources/);
  await page.keyboard.press('Escape');
  await banner.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('Book Now on a home page service card opens the booking form with that service', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHome(page);
  await page
    .getByRole('button', { name: /^Book Now: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Service' })).toHaveText(/Content Creation/);
  // One form: the static button and the page's booking root never both open it.
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test.describe('a Kinyarwanda reader on the English home page', () => {
  test.use({ locale: 'rw-RW' });

  test('is offered the home page in Kinyarwanda, and the offer opens it', async ({ page }) => {
    await openHome(page);
    const offer = page.getByRole('region', { name: 'Ururimi' });
    await expect(offer).toContainText('Iyi paji iboneka no mu Kinyarwanda.');
    await offer.getByRole('link').click();
    await expect(page).toHaveURL(/\/rw$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // In the reader's language, nothing more is offered.
    await expect(page.getByRole('region', { name: 'Ururimi' })).toHaveCount(0);
  });
});
