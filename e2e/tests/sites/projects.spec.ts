import { expect, test } from '@playwright/test';

test('the projects grid shows cards with at most three tags and "+N more"', async ({ page }) => {
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Harvest Season' });
  await expect(card).toBeVisible();
  // Five technologies: three tags and "+2 more".
  await expect(card.getByText('+2 more')).toBeVisible();
  await expect(card.getByText('Photography', { exact: true })).toBeVisible();
  await expect(card.getByText('WhatsApp Business')).toBeHidden();
});

test('a project opens its detail modal with the whole team and every technology', async ({
  page,
}) => {
  await page.goto('/projects');
  await page.getByRole('article').filter({ hasText: 'Harvest Season' }).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Harvest Season/ })).toBeVisible();
  await expect(dialog.getByText('WhatsApp Business')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Team' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test("a project's Book Yours opens the booking modal asking for a project like it", async ({
  page,
}) => {
  await page.goto('/projects');
  await page.getByRole('article').filter({ hasText: 'Harvest Season' }).getByRole('button').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book Yours' }).click();
  const booking = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(booking.getByLabel('Message')).toHaveValue(
    'I\'d like a project like "Harvest Season Campaign".',
  );
});

test('the floating Book Now card shows near the bottom while the booking modal is closed', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(page.getByRole('article').first()).toBeVisible();
  const card = page.getByRole('complementary', { name: 'Book a project' });
  await expect(card).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog).toBeVisible();
  await expect(card).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card).toBeHidden();
});
