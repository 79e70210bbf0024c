import { test as plain } from '@playwright/test';
import { expect, test } from '../../support/admin-session';
import { backend } from '../../support/backend';

// The guard in front of every admin page: a session alone is not enough, and a failed check
// says so instead of letting anyone in or showing an empty back-office.

async function service(path: string, init: RequestInit = {}): Promise<Response> {
  const key = backend.serviceRoleKey();
  const response = await fetch(`${backend.url()}${path}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

plain(
  'an administrator whose access is withdrawn while signed in is shown "Access denied"',
  async ({ page }) => {
    const email = `withdrawn-${Date.now()}@example.com`;
    const password = 'withdrawn-admin-123';
    const user = (await (
      await service('/auth/v1/admin/users', {
        method: 'POST',
        body: JSON.stringify({ email, password, email_confirm: true }),
      })
    ).json()) as { id: string };
    await service('/rest/v1/admin_users', {
      method: 'POST',
      body: JSON.stringify({ user_id: user.id }),
    });

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await service(`/rest/v1/admin_users?user_id=eq.${user.id}`, { method: 'DELETE' });
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
