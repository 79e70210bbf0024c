import { expect, test, type Page } from '@playwright/test';
import { appStart } from '../../support/app-start';

// On a slow phone the prerendered page is on screen well before the app's code has arrived.
// These tests hold every app script back (not the tiny early-input script), act once, and
// release the scripts: what the visitor did in the meantime must take effect.

// After the release the whole app starts inside one assertion (`appStart`).
test.slow();

async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!early-input-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('"Book Now" clicked before the app has started opens the booking dialog when it starts', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Book Now: Content Creation' }).click();
  // No app code has run yet (the start script itself is held), so nothing has opened.
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeHidden();

  release();
  await expect(dialog).toBeVisible(appStart);
  await expect(dialog.getByLabel('Service')).toHaveValue('Content Creation');
});

test('"Book Now" pressed before the app has started shows at once that the form is coming', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: 'Book Now: Content Creation' });
  // The press also asks for the form's code, beside the app's.
  const formCode = page.waitForRequest(/\/assets\/booking-modal-[^/]+\.js$/);
  await book.click();
  // Nothing of the app has run, yet the press is answered: a loading bar and a busy button.
  const loading = page.getByRole('progressbar', { name: 'Opening the form' });
  await expect(loading).toBeVisible();
  await expect(book).toHaveAttribute('aria-busy', 'true');
  await formCode;

  release();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible(appStart);
  await expect(loading).toBeHidden();
});

test('letters typed into the docs search before the app has started filter the links', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/resources/docs', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search documentation' });
  await search.pressSequentially('privacy');
  await expect(page.getByRole('link', { name: 'How Inzira works' })).toBeVisible();

  release();
  await expect(page.getByRole('link', { name: 'How Inzira works' })).toBeHidden(appStart);
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(search).toHaveValue('privacy');
});

test('a project card pressed while the app starts still opens that project', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('inzira:app-ready', () =>
      document.documentElement.setAttribute('data-ready', ''),
    ),
  );
  const release = await holdAppScripts(page);
  await page.goto('/projects', { waitUntil: 'commit' });
  // The press starts on the prerendered card and ends once the app has hydrated the page: the
  // card must still be the same element, or the browser sees no click at all.
  await page.getByRole('link', { name: /Harvest Season Campaign/ }).hover();
  await page.mouse.down();
  release();
  await expect(page.locator('html[data-ready]')).toHaveCount(1, appStart);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/projects\/harvest-season-campaign$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Harvest Season Campaign' }),
  ).toBeVisible();
});
