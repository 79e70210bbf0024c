import { expect, test, type Page } from '@playwright/test';
import { appStart, holdAppScripts, holdScripts, markAppReady } from '../../support/app-start';
import { rowsFor, uniqueEmail } from './flows/flow-support';

// On a slow phone the prerendered page is on screen well before the app's code has arrived.
// These tests hold every app script back (the early-input script is in the page), act once, and
// release the scripts: what the visitor did in the meantime must take effect.

// After the release the whole app starts inside one assertion (`appStart`).
test.slow();

/** The booking form's own chunk (its dialog), held after the app's scripts are let through. */
const holdBookingFormCode = (page: Page) => holdScripts(page, /\/assets\/booking-modal-[^/]+\.js$/);

test('"Book Now" clicked before the app has started: its copy of the form shows, then the app takes it over', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Book Now: Content Creation' }).click();
  // No app code has run yet (the start script itself is held): this is the page's copy.
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();
  const copy = page.locator('[data-early-form]');
  await expect(copy).toHaveCount(1);

  release();
  await expect(copy).toHaveCount(0, appStart);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Service')).toHaveValue('Content Creation');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`at ${viewport.width} px the booking form shows at the press before the app has started, takes typing and books once it starts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdAppScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The press also asks for the form's code, beside the app's.
    const formCode = page.waitForRequest(/\/assets\/booking-modal-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Book Now: Digital Marketing' }).click();
    // No app code has run, yet the form is there, with the card's service and focus in Name.
    const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Service')).toHaveValue('Marketing Agents');
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await formCode;

    const email = uniqueEmail('early-booking');
    await page.keyboard.type('Aline Mukamana');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone', { exact: false }).last().fill('788 123 456');
    await dialog.getByLabel('Message').fill('Typed before the app had started.');
    // Held for the app's checks, and shown as on its way.
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('progressbar', { name: 'Sending the form' })).toBeVisible();
    expect(await rowsFor('bookings', email)).toHaveLength(0);

    release();
    await expect(page.getByRole('dialog', { name: 'Booking Submitted!' })).toBeVisible(appStart);
    const [row, ...others] = await rowsFor('bookings', email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      full_name: 'Aline Mukamana',
      phone_number: '+250 788 123 456',
      requested_service: 'Marketing Agents',
      project_description: 'Typed before the app had started.',
    });
  });
}

test('the booking form shown before the app has started closes with Escape, and nothing opens later', async ({
  page,
}) => {
  await markAppReady(page);
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: 'Book Now: Content Creation' });
  await book.click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(book).toBeFocused();

  release();
  // The app starts and the page stays as the visitor left it; a new press opens the app's form.
  await expect(page.locator('html[data-ready]')).toHaveCount(1, appStart);
  await expect(dialog).toBeHidden();
  await book.click();
  await expect(dialog).toBeVisible(appStart);
  await expect(dialog.getByLabel('Service')).toHaveValue('Content Creation');
});

test('the booking form closed while the app is bringing its own stays closed, and opens afresh on the next press', async ({
  page,
}) => {
  await markAppReady(page);
  const release = await holdAppScripts(page);
  // The form's own code arrives last: the app has started and made the press again, but its
  // dialog is still on its way when the visitor closes the copy.
  const releaseForm = await holdBookingFormCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: 'Book Now: Content Creation' });
  await book.click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();

  release();
  await expect(page.locator('html[data-ready]')).toHaveCount(1, appStart);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  releaseForm();
  // The app's dialog read that the visitor closed the form (and took the hidden copy away).
  await expect(page.locator('[data-early-form]')).toHaveCount(0, appStart);
  await expect(dialog).toBeHidden();
  await book.click();
  await expect(dialog).toBeVisible(appStart);
  await expect(dialog.getByLabel('Service')).toHaveValue('Content Creation');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('typing while the app takes the booking form over is kept', async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Book Now: Content Creation' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await page.keyboard.type('Aline');
  release();
  // The app's dialog takes over somewhere in these keystrokes (or after them).
  await page.keyboard.type(' Mukamana');
  await expect(page.locator('[data-early-form]')).toHaveCount(0, appStart);
  await expect(dialog.getByLabel('Name')).toHaveValue('Aline Mukamana');
  await expect(dialog.getByLabel('Name')).toBeFocused();
});

test('a Submit pressed while the app brings its dialog is checked by the app', async ({ page }) => {
  await markAppReady(page);
  const release = await holdAppScripts(page);
  // The form's own code arrives last, so the Submit below is pressed in the copy, before the
  // app's dialog can take it over (a press at the moment of the hand-off lands on the app's
  // dialog: the two are laid out alike).
  const releaseForm = await holdBookingFormCode(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Book Now: Content Creation' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await page.keyboard.type('Aline Mukamana');
  release();
  await expect(page.locator('html[data-ready]')).toHaveCount(1, appStart);
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(submit).toHaveAttribute('aria-busy', 'true');

  releaseForm();
  // The app's dialog: it validates, so the held submit explains the missing fields.
  await expect(page.locator('[data-early-form]')).toHaveCount(0, appStart);
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Aline Mukamana');
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
  await markAppReady(page);
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

// The forms with no copy in the page: their button answers the press at once (busy, a loading
// bar), and the press is made again for the app once it has started, which opens the form once.
const otherForms = [
  {
    path: '/resources/training',
    button: 'Enroll Now: Event Management Fundamentals',
    dialog: 'Enroll in Event Management Fundamentals',
  },
  {
    path: '/competitions',
    button: 'Register for Kigali Content Creators Challenge',
    dialog: 'Register for Kigali Content Creators Challenge',
  },
  { path: '/partners', button: 'Apply Now', dialog: 'Partner Application' },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  for (const form of otherForms) {
    test(`at ${viewport.width} px "${form.button}" pressed before the app has started opens its form once the app starts`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const release = await holdAppScripts(page);
      await page.goto(form.path, { waitUntil: 'commit' });
      const button = page.getByRole('button', { name: form.button }).first();
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('progressbar', { name: 'Opening the form' })).toBeVisible();

      release();
      const dialog = page.getByRole('dialog', { name: form.dialog });
      await expect(dialog).toBeVisible(appStart);
      await expect(page.getByRole('progressbar', { name: 'Opening the form' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      // Opened once: nothing else is open, and the button is no longer busy.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(button).not.toHaveAttribute('aria-busy');
    });
  }
}
