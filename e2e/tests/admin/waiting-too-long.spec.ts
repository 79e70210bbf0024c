import { expect, insertSubmission, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';

/**
 * A lead nobody has acted on for longer than the team's threshold (one working day unless an
 * owner changed it) is flagged on its row and counted on the dashboard (docs/leads.md,
 * "Waiting too long").
 */

const booking = (name: string, daysAgo: number) => ({
  full_name: name,
  email: `waiting.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
  requested_service: 'Content Creation',
  project_description: 'A short film about our shop.',
  created_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
});

test('a lead waiting longer than the threshold is flagged until someone acts on it', async ({
  page,
}) => {
  test.slow();
  const tag = unique('Patience');
  // Ten days hold more than one working day whatever the weekends and holidays.
  await insertSubmission('bookings', booking(`${tag} Old`, 10));
  await insertSubmission('bookings', booking(`${tag} Fresh`, 0));

  await page.goto('/admin/dashboard');
  const needsAction = page.getByRole('region', { name: 'Needs action' });
  await expect(
    needsAction.getByRole('link', { name: /^Bookings \d+, \d+ waiting too long$/ }),
  ).toBeVisible();

  await list.open(page, `/admin/bookings?q=${encodeURIComponent(tag)}`, 'Bookings');
  const old = page.getByRole('row').filter({ hasText: `${tag} Old` });
  const fresh = page.getByRole('row').filter({ hasText: `${tag} Fresh` });
  await expect(old.getByText('Waiting too long')).toBeVisible();
  await expect(fresh).toBeVisible();
  await expect(fresh.getByText('Waiting too long')).toHaveCount(0);

  await old.getByRole('button', { name: `Pending: change for ${tag} Old` }).click();
  await page.getByRole('menuitem', { name: 'Confirmed' }).click();
  await expect(page.getByText('Status changed to Confirmed')).toBeVisible();
  await expect(old.getByText('Waiting too long')).toHaveCount(0);
});

test('Settings > New leads shows the threshold and offers the digest at a Kigali hour', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'New leads' });
  await expect(section.getByRole('radio', { name: /^A daily digest/ })).toBeVisible();
  // The demo admin is an owner: the threshold is theirs to change (one working day by default).
  await expect(
    section.getByRole('combobox', { name: 'Flag a lead waiting longer than' }),
  ).toHaveText('1 working day');
});
