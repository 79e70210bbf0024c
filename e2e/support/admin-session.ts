import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { ports } from '../../scripts/lib/paths.ts';
import { demoAdmin, idOf, serviceCall } from './backend';
import { openDialog } from './open-dialog';
import { signIn } from './sign-in';

/**
 * Signs the demo admin in through the sign-in screen once per worker and hands every test a
 * page already holding that session (Playwright's storage state), so lists open directly.
 */
export const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signIn(page, demoAdmin);
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

/**
 * Stores a visitor's submission for an admin test to work on. Visitors hold no direct write
 * (their forms go through Edge Functions, tested on the public site), so the row is written with
 * the service role and keeps the visitor defaults (status pending). Answers the row's id.
 */
export async function insertSubmission(table: string, row: object): Promise<string> {
  const response = await serviceCall(`/rest/v1/${table}`, {
    method: 'POST',
    body: JSON.stringify(row),
  });
  return idOf(await response.json());
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
