import { expect, test } from '@playwright/test';
import { createAdmin, serviceCall } from '../../support/backend';
import { memberFetch, memberRows, passwordToken } from '../../support/member-api';
import { signIn } from '../../support/sign-in';

/**
 * Roles (docs/team-and-roles.md): the app shows each role its own screens, and the database
 * refuses the rest when the API is called directly with the member's own token.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function member(role: 'editor' | 'sales') {
  const email = `${role}-${stamp()}@example.com`;
  const password = `${role}-password-123`;
  await createAdmin(email, password, role);
  return { email, password };
}

async function firstPost(): Promise<{ id: string; title: string }> {
  const response = await serviceCall('/rest/v1/blogs?select=id,title&limit=1');
  const [post] = (await response.json()) as { id: string; title: string }[];
  if (!post) throw new Error('The seed has no post.');
  return post;
}

test('an editor lands on content, cannot open the inboxes, and reads no lead through the API', async ({
  page,
}) => {
  const editor = await member('editor');
  await signIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/professionals$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Blogs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeHidden();

  await page.goto('/admin/bookings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available to your role' }),
  ).toBeVisible();

  const token = await passwordToken(editor.email, editor.password);
  expect(await memberRows(token, '/rest/v1/bookings?select=id')).toEqual([]);
  expect(await memberRows(token, '/rest/v1/consultations?select=id')).toEqual([]);
  const counts = await memberFetch(token, '/rest/v1/rpc/admin_unread_counts', {
    method: 'POST',
    body: '{}',
  });
  expect(counts.status).toBe(403);
});

test('a sales member handles the inboxes and cannot edit a post, in the app or through the API', async ({
  page,
}) => {
  const sales = await member('sales');
  await signIn(page, sales);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blogs' })).toBeHidden();

  await page.goto('/admin/blogs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Not available to your role' }),
  ).toBeVisible();

  const post = await firstPost();
  const token = await passwordToken(sales.email, sales.password);
  const update = await memberFetch(token, `/rest/v1/blogs?id=eq.${post.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Rewritten by sales' }),
  });
  expect(await update.json()).toEqual([]);
  expect(await firstPost()).toEqual(post);
  expect((await memberRows(token, '/rest/v1/bookings?select=id')).length).toBeGreaterThan(0);
});
