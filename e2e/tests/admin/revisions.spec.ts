import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAdmin, serviceCall } from '../../support/backend';
import { asVisitor, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { openDialog } from '../../support/open-dialog';
import { signIn } from '../../support/sign-in';

/**
 * Revisions (docs/content-trust.md): an editor edits a post twice, compares its first version
 * with the current text, restores it, and the site shows the restored text; the restore is the
 * newest version.
 */

// Three saves, a restore and the public site.
test.slow();

const original = 'Plant early and mulch the young coffee.';
const firstEdit = 'Plant late and water the young coffee.';
const secondEdit = 'Plant late, water and shade the young coffee.';

async function editContent(page: Page, title: string, content: string) {
  const dialog = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Blog Post');
  await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
  await list.submitDialog(page, 'Save Changes', 'Blog post updated successfully!');
}

async function openHistory(page: Page, title: string): Promise<Locator> {
  const edit = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Blog Post');
  return openDialog(
    edit.getByRole('button', { name: 'History' }),
    page.getByRole('dialog', { name: 'History' }),
  );
}

test('an editor compares a post’s first version with the current one and restores it', async ({
  page,
}, testInfo) => {
  const title = unique('Harvest notes');
  const response = await serviceCall('/rest/v1/blogs?select=slug', {
    method: 'POST',
    body: JSON.stringify({
      title,
      category: 'Marketing',
      excerpt: 'What the season taught us.',
      content: original,
      author_name: 'Grace Ingabire',
      author_role: 'Social Media Strategist',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  });
  const [{ slug }] = (await response.json()) as [{ slug: string }];

  const email = `editor-${Date.now().toString(36)}@example.com`;
  const password = 'editor-password-123';
  await createAdmin(email, password, 'editor');
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin\/professionals$/);
  await list.open(page, '/admin/blogs', 'Blogs');

  await editContent(page, title, firstEdit);
  await editContent(page, title, secondEdit);

  const history = await openHistory(page, title);
  const versions = history.getByRole('list', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Version 3 (current) · Changed: Content');
  await expect(versions.nth(0)).toContainText(email);
  await expect(versions.nth(2)).toContainText('Version 1 · First version');

  await versions.nth(2).click();
  const compare = page.getByRole('dialog', { name: 'Version 1 and the current one' });
  const diff = compare.getByTestId('revision-diff-content');
  // The current text's words struck through, the version's highlighted.
  await expect(diff.locator('del')).toContainText(['late']);
  await expect(diff.locator('ins')).toContainText(['early']);
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await compare.screenshot({ path: testInfo.outputPath(`revision-compare-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });

  await compare.getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await compare.getByRole('button', { name: 'Restore this version' }).click();
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Version 1 restored (now version 4).')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(confirm).toBeHidden();

  await asVisitor(page, `/resources/blog/${slug}`, async (visitor) => {
    await expect(visitor.getByText(original)).toBeVisible();
  });

  const after = await openHistory(page, title);
  await expect(
    after.getByRole('list', { name: 'Versions' }).getByRole('button').first(),
  ).toContainText('Version 4 (current) · Restored version 1');
});
