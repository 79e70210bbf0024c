import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import type { Page } from '@playwright/test';

/**
 * A lead needs action until someone on the team acts on it (docs/leads.md, "Needs action"):
 * opening the inbox or the lead does not count; a status change or a note does.
 */

const booking = (name: string) => ({
  full_name: name,
  email: `needs.action.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
  requested_service: 'Content Creation',
  project_description: 'A short film about our shop.',
});

/** The bookings that still need action and match `tag`, as the inbox's filter lists them. */
async function waiting(page: Page, tag: string) {
  await page.goto(`/admin/bookings?needs=action&q=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByLabel('Needs action')).toBeChecked();
  return page.getByRole('row').filter({ hasText: tag });
}

test('the needs-action count falls only when the lead is acted on, not when it is opened', async ({
  page,
}) => {
  test.slow();
  const tag = unique('Waiting');
  await insertSubmission('bookings', booking(`${tag} Confirmed`));
  await insertSubmission('bookings', booking(`${tag} Noted`));

  // The dashboard lists the inboxes with leads waiting and opens the filtered list.
  await page.goto('/admin/dashboard');
  const needsAction = page.getByRole('region', { name: 'Needs action' });
  await expect(needsAction.getByRole('link', { name: /^Bookings \d+/ })).toBeVisible();
  await needsAction.getByRole('link', { name: /^Bookings/ }).click();
  await expect(page).toHaveURL(/\/admin\/bookings\?needs=action$/);
  await expect(page.getByRole('link', { name: /^Bookings.*need action/ })).toBeVisible();

  await expect(await waiting(page, tag)).toHaveCount(2);
  // Opening the inbox again and viewing a lead are not acts.
  const rows = await waiting(page, tag);
  await rows
    .filter({ hasText: `${tag} Noted` })
    .getByRole('button', { name: 'View' })
    .click();
  await expect(page.getByRole('dialog', { name: `Booking from ${tag} Noted` })).toBeVisible();
  await expect(await waiting(page, tag)).toHaveCount(2);

  // A status change in one action.
  const confirmed = (await waiting(page, tag)).filter({ hasText: `${tag} Confirmed` });
  await confirmed.getByRole('button', { name: `Pending: change for ${tag} Confirmed` }).click();
  await page.getByRole('menuitem', { name: 'Confirmed' }).click();
  await expect(page.getByText('Status changed to Confirmed')).toBeVisible();
  await expect(await waiting(page, tag)).toHaveCount(1);

  // A note.
  const noted = (await waiting(page, tag)).filter({ hasText: `${tag} Noted` });
  await noted.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: `Booking from ${tag} Noted` });
  await view.getByLabel('Add a note').fill('Called back: no answer yet.');
  await view.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(await waiting(page, tag)).toHaveCount(0);

  // Both are still in the inbox, only no longer waiting.
  await list.open(page, `/admin/bookings?q=${encodeURIComponent(tag)}`, 'Bookings');
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
});
