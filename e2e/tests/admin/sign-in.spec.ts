import { expect, test } from '@playwright/test';
import { createAdmin, createUser, demoAdmin } from '../../support/backend';
import { signIn } from '../../support/sign-in';

test('a wrong password is refused with its message', async ({ page }) => {
  await signIn(page, { email: demoAdmin.email, password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an unknown e-mail gets the same message as a wrong password', async ({ page }) => {
  await signIn(page, { email: 'nobody@example.com', password: 'whatever-it-is' });
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('empty fields are explained under each field', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an owner signs in, reaches the dashboard, survives a reload and signs out', async ({
  page,
}) => {
  // An account of its own: signing out ends every session of the account (Auth's global
  // scope), and other tests run at the same time signed in as the demo admin.
  const owner = { email: `sign-out-${Date.now()}@example.com`, password: 'sign-out-owner-123' };
  await createAdmin(owner.email, owner.password, 'owner');
  await signIn(page, owner);
  await expect(page.getByText('Successfully signed in!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Professionals')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Already signed in: the sign-in screen forwards to the dashboard.
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: /account/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a signed-in user who is not an administrator is refused', async ({ page }) => {
  const email = `visitor-${Date.now()}@example.com`;
  // Metadata the user controls must not make them an admin.
  await createUser(email, 'not-an-admin-123', { role: 'admin', is_admin: true });
  await signIn(page, { email, password: 'not-an-admin-123' });
  await expect(
    page.getByText('This account does not have access to the Inzira back-office.'),
  ).toBeVisible();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});
