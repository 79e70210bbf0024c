import { test as plain } from '@playwright/test';
import { expect, test } from '../../support/admin-session';
import { createAdmin, serviceCall } from '../../support/backend';
import { signIn } from '../../support/sign-in';

// The guard in front of every admin page: a session alone is not enough, and a failed check
// says so instead of letting anyone in or showing an empty back-office.

plain(
  'an administrator whose access is withdrawn while signed in is shown "Access denied"',
  async ({ page }) => {
    const email = `withdrawn-${Date.now()}@example.com`;
    const password = 'withdrawn-admin-123';
    const userId = await createAdmin(email, password);

    await signIn(page, { email, password });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await serviceCall(`/rest/v1/team_members?user_id=eq.${userId}`, { method: 'DELETE' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
    await expect(
      page.getByText(
        `This account does not have access to the Inzira back-office. You are signed in as ${email}.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Total Professionals')).toBeHidden();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  },
);

test('a failed access check says so, lets nobody in, and Retry recovers', async ({ page }) => {
  // The network drops the check of the signed-in admin's rights.
  await page.route('**/rest/v1/rpc/is_admin', (route) => route.abort('failed'));
  await page.goto('/admin/dashboard');
  await expect(page.getByText(/^We could not confirm your access\./)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeHidden();

  await page.unroute('**/rest/v1/rpc/is_admin');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
