import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import { kigaliSlot } from '../../support/kigali-slot';

/**
 * One search (docs/leads.md, "One search"): the top bar finds a lead of any inbox by a phone
 * number typed the way a caller reads it out, and opens it.
 */

test('the top-bar search finds a consultation by a phone typed as 0788 123 456', async ({
  page,
}) => {
  const name = unique('Caller');
  // A random day far ahead: another test's random booking rarely holds the same slot.
  const day = 40 + Math.floor(Math.random() * 15);
  await insertSubmission('consultations', {
    full_name: name,
    email: `caller.${Date.now()}@example.com`,
    phone_number: '+250 788123456',
    service: 'Video Production',
    scheduled_for: kigaliSlot(day, 15).iso,
  });

  await page.goto('/admin/dashboard');
  const search = page.getByRole('combobox', { name: 'Search leads' });
  await search.fill('0788 123 456');
  const option = page.getByRole('option', { name: new RegExp(`^${name} · Consultation`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/admin\/consultations\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('dialog', { name: new RegExp(name) })).toBeVisible();
});
