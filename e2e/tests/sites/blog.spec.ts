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
  await expect(page).toHaveURL(
    /\/resources\/blog\/planning-a-conference-in-kigali-a-practical-checklist$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(page).toHaveTitle(`${postTitle} | Inzira`);
  await expect(page.getByText('Event Management').first()).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/resources\/blog$/);
});

test('a vote is saved, shown pressed, counted once and can be taken back', async ({ page }) => {
  // A post is a client route: the host answers with the app shell and 200.
  const response = await page.goto('/resources/blog/a4000000-0000-4000-8000-000000000001');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  const before = await upvotes(page);
  await page.getByRole('button', { name: /^Upvote/ }).click();
  const pressed = page.getByRole('button', { name: `Upvote (${before + 1})` });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  // This browser's vote is remembered: still pressed, and counted once.
  await expect(page.getByRole('button', { name: /^Upvote/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => upvotes(page)).toBeGreaterThanOrEqual(before + 1);
  // Pressing it again takes the vote back.
  const now = await upvotes(page);
  await page.getByRole('button', { name: /^Upvote/ }).click();
  await expect(page.getByRole('button', { name: `Upvote (${now - 1})` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("an old id address redirects to the post's slug", async ({ page }) => {
  await page.goto('/resources/blog/a4000000-0000-4000-8000-000000000001');
  await expect(page).toHaveURL(
    /\/resources\/blog\/planning-a-conference-in-kigali-a-practical-checklist$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
});

test("the category filter keeps only that category's posts", async ({ page }) => {
  await page.goto('/resources/blog');
  // The list has loaded (the app is running, not only the prerendered page).
  await expect(page.getByRole('link', { name: new RegExp(postTitle) })).toBeVisible();
  await page.getByRole('button', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/category=Marketing$/);
  await expect(page.getByRole('link', { name: new RegExp(postTitle) })).toHaveCount(0);
  const chips = page.getByRole('listitem').locator('.MuiChip-label');
  await expect(chips.first()).toHaveText('Marketing');
  expect(new Set(await chips.allTextContents())).toEqual(new Set(['Marketing']));
});

test('a missing post offers the way back to the list', async ({ page }) => {
  await page.goto('/resources/blog/a4000000-0000-4000-8000-0000000000ff');
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  // Not indexable: search engines drop the address instead of keeping a soft 404.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Return to Blog List' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Blog' })).toBeVisible();
});

test('a malformed post id is "not found", not an error', async ({ page }) => {
  await page.goto('/resources/blog/not-a-post');
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
});

// The seed always has posts and the backend is shared by every test, so the two states a
// visitor meets when the database has no posts or cannot be reached are produced at the
// network: the page itself runs unchanged.
test('with no posts the list says so and leads back home', async ({ page }) => {
  await page.route('**/rest/v1/blogs?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await page.goto('/resources/blog');
  await expect(page.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();
  await expect(page.getByText('Check back soon for new content')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a failed load shows the error in red with no posts, and Retry loads them', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/rest/v1/blogs?*', (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/resources/blog');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveCSS('color', /^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
  await expect(page.getByRole('link', { name: new RegExp(postTitle) })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: new RegExp(postTitle) })).toBeVisible();
});

test("a renamed post's first address answers 301 with the current one, from the host's redirects", async ({
  page,
  request,
}) => {
  const moved = await request.get('/resources/blog/fast-websites-on-mobile', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(
    '/resources/blog/making-websites-fast-on-mobile-networks',
  );
  await page.goto('/resources/blog/fast-websites-on-mobile');
  await expect(page).toHaveURL(/\/resources\/blog\/making-websites-fast-on-mobile-networks$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Making Websites Fast on Mobile Networks' }),
  ).toBeVisible();
});

test('a post ends with next steps: book about it, share it on WhatsApp, read a related post', async ({
  page,
}) => {
  await page.goto('/resources/blog/planning-a-conference-in-kigali-a-practical-checklist');
  const next = page.getByRole('complementary', { name: 'Next steps' });
  const share = next.getByRole('link', { name: 'Share on WhatsApp' });
  const href = new URL((await share.getAttribute('href')) ?? '');
  expect(href.host).toBe('wa.me');
  expect(href.searchParams.get('text')).toMatch(
    /^Planning a Conference in Kigali: A Practical Checklist https?:\/\/\S+\/resources\/blog\/planning-a-conference-in-kigali-a-practical-checklist$/,
  );

  const related = next.getByRole('region', { name: 'Read next' }).getByRole('link');
  await expect(related).toHaveCount(3);
  await expect(related.filter({ hasText: postTitle })).toHaveCount(0);

  await next.getByRole('button', { name: 'Book a Professional' }).click();
  const dialog = page.getByRole('dialog', { name: "Let's Talk!" });
  await expect(dialog.getByLabel('Message')).toHaveValue(
    `I read "${postTitle}" and would like to talk about it.`,
  );
});
