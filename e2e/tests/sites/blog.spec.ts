import { expect, test, type Page } from '@playwright/test';

const postTitle = 'Planning a Conference in Kigali: A Practical Checklist';

async function upvotes(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Upvote \(\d+\)$/ }).textContent();
  const count = /\((\d+)\)/.exec(label ?? '')?.[1];
  if (count === undefined) throw new Error(`No upvote count in "${label}"`);
  return Number(count);
}

test('the blog list shows published posts and opens one', async ({ page }) => {
  await page.goto('/resources/blog');
  const card = page.getByRole('link', { name: new RegExp(postTitle) });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/resources\/blog\/a4000000-0000-4000-8000-000000000001$/);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${postTitle} | Inzira`);
  await expect(page.getByText('Event Management').first()).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/resources\/blog$/);
});

test('a reaction is saved and still counted after a reload', async ({ page }) => {
  await page.goto('/resources/blog/a4000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  const before = await upvotes(page);
  await page.getByRole('button', { name: /^Upvote/ }).click();
  await expect(page.getByRole('button', { name: `Upvote (${before + 1})` })).toBeVisible();
  await page.reload();
  // Other tests may vote too; this visitor's vote is never lost.
  await expect.poll(() => upvotes(page)).toBeGreaterThanOrEqual(before + 1);
});

test('a missing post offers the way back to the list', async ({ page }) => {
  await page.goto('/resources/blog/a4000000-0000-4000-8000-0000000000ff');
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Blog List' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
});

test('a malformed post id is "not found", not an error', async ({ page }) => {
  await page.goto('/resources/blog/not-a-post');
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
});
