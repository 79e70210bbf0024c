import { expect, test } from '@playwright/test';

test('the home page shows the site shell and its hero', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Elite Professionals' }),
  ).toBeVisible();
  const nav = page.getByRole('banner');
  await expect(nav.getByRole('link', { name: 'Services' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page).toHaveTitle(/\| Inzira$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('http://localhost:5173/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Elite Professionals' }),
  ).toBeVisible();
});
