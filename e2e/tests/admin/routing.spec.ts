import { expect, test } from '@playwright/test';

for (const path of ['/admin', '/auth']) {
  test(`${path} sends a visitor to the sign-in screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('http://localhost:5174/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  });
}
