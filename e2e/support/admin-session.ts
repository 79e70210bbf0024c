import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { ports } from '../../scripts/lib/paths.ts';
import { backend, demoAdmin } from './backend';
import { openDialog } from './open-dialog';

/**
 * Signs the demo admin in through the sign-in screen once per worker and hands every test a
 * page already holding that session (Playwright's storage state), so lists open directly.
 */
export const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(demoAdmin.email);
      await page.getByLabel('Password').fill(demoAdmin.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      const file = path.join(
        workerInfo.project.outputDir,
        `admin-state-${workerInfo.workerIndex}.json`,
      );
      await mkdir(path.dirname(file), { recursive: true });
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminState }, use) => use(adminState),
});

export { expect };

/** A name no other test run uses. */
export const unique = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The grid row showing `text`. */
export const rowWith = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ hasText: text });

export async function openList(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
}

/** Saves the open form and checks the dialog closed with the success notice. */
export async function submitDialog(page: Page, button: string, notice: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The read-only view shows each text, then closes. */
export async function viewRow(page: Page, row: Locator, texts: string[]): Promise<void> {
  await row.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog');
  for (const text of texts) await expect(dialog.getByText(text).first()).toBeVisible();
  // Read-only: no field of the record can be typed in. An inbox's view offers only actions:
  // the note box and, for consultations, the reschedule date.
  const actionBoxes = /^(?!Add a note$|New date \(Kigali\)$)/;
  await expect(dialog.getByRole('textbox', { name: actionBoxes })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Deletes through the in-app confirmation: cancelled first (the row stays), then confirmed
 * (the row goes, with the success notice and its Undo).
 */
export async function deleteRow(
  page: Page,
  text: string,
  confirmation: string,
  notice: string,
): Promise<void> {
  const confirm = page.getByRole('alertdialog');
  await rowWith(page, text).getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(confirmation);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowWith(page, text)).toBeVisible();

  await rowWith(page, text).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  // An earlier delete's notice may still be on screen: the newest is the last one.
  await expect(page.getByText(notice).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' }).last()).toBeVisible();
  await expect(rowWith(page, text)).toHaveCount(0);
}

/**
 * Stores a visitor's submission for an admin test to work on. Visitors hold no direct write
 * (their forms go through Edge Functions, tested on the public site), so the row is written with
 * the service role and keeps the visitor defaults (status pending). Answers the row's id.
 */
export async function insertSubmission(table: string, row: object): Promise<string> {
  const key = backend.serviceRoleKey();
  const response = await fetch(`${backend.url()}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(row),
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  const [stored] = (await response.json()) as { id: string }[];
  if (!stored) throw new Error(`${table}: nothing stored`);
  return stored.id;
}

/** Opens a public page in a visitor's own browser context (no admin session) and runs `act`. */
export async function asVisitor(page: Page, path: string, act: (visitor: Page) => Promise<void>) {
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('The test page has no browser to open a visitor context in.');
  try {
    const visitor = await context.newPage();
    await visitor.goto(`http://localhost:${ports.sites}${path}`);
    await act(visitor);
  } finally {
    await context.close();
  }
}

/**
 * A visitor books through the public site's "Let's Talk!" form, opened from Content Creation's
 * Book Now; `service` picks another of the form's choices (e.g. "Marketing Agents").
 */
export async function bookAsVisitor(
  page: Page,
  booking: { name: string; email: string; phone: string; message: string; service?: string },
): Promise<void> {
  await asVisitor(page, '/', async (visitor) => {
    const dialog = await openDialog(
      visitor.getByRole('button', { name: 'Book Now: Content Creation' }).first(),
      visitor.getByRole('dialog', { name: "Let's Talk!" }),
    );
    await dialog.getByLabel('Name').fill(booking.name);
    await dialog.getByLabel('Email').fill(booking.email);
    await dialog.getByLabel('Phone', { exact: false }).last().fill(booking.phone);
    if (booking.service) await dialog.getByLabel('Service').selectOption(booking.service);
    await dialog.getByLabel('Message').fill(booking.message);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Booking Submitted!' })).toBeVisible();
  });
}

/**
 * Opens a public page as a visitor (a separate browser context: no admin session) and waits
 * for a text the database put there, e.g. a new service on /services.
 */
export async function expectOnPublicSite(page: Page, path: string, text: string): Promise<void> {
  await asVisitor(page, path, async (visitor) => {
    await expect(visitor.getByText(text, { exact: true }).first()).toBeVisible();
  });
}
