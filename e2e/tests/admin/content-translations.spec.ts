import { expect, test } from '@playwright/test';
import { createAdmin, serviceCall } from '../../support/backend';
import { unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { openDialog } from '../../support/open-dialog';
import { signIn } from '../../support/sign-in';

/**
 * Content translations (docs/content-translations.md): an editor sees that a new post has no
 * Kinyarwanda or French, translates it into French beside the English, publishes the French,
 * and the list stops marking French as missing while Kinyarwanda still is.
 */

test.slow();

test('an editor translates a post into French, publishes it and the list’s marker changes', async ({
  page,
}) => {
  const title = unique('Coffee harvest notes');
  await serviceCall('/rest/v1/blogs', {
    method: 'POST',
    body: JSON.stringify({
      title,
      category: 'Marketing',
      excerpt: 'What the season taught us.',
      content: 'Plant early and mulch the young coffee.',
      author_name: 'Grace Ingabire',
      author_role: 'Social Media Strategist',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  });

  const email = `translator-${Date.now().toString(36)}@example.com`;
  const password = 'translator-password-123';
  await createAdmin(email, password, 'editor');
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/admin\/professionals$/);
  await list.open(page, '/admin/blogs', 'Blogs');

  const row = list.rowWith(page, title);
  await expect(row.getByText('RW missing')).toBeVisible();
  await expect(row.getByText('FR missing')).toBeVisible();

  const edit = await list.openEditDialog(page, row, 'Edit Blog Post');
  const translations = await openDialog(
    edit.getByRole('button', { name: 'Translations' }),
    page.getByRole('dialog', { name: 'Translations' }),
  );
  await translations.getByRole('tab', { name: 'French' }).click();
  // The English stands beside each field.
  await expect(translations.getByText('Plant early and mulch the young coffee.')).toBeVisible();
  await translations
    .getByRole('textbox', { name: 'Title (French)' })
    .fill('Notes sur la récolte du café');
  await translations
    .getByRole('textbox', { name: 'Excerpt (French)' })
    .fill('Ce que la saison nous a appris.');
  await translations
    .getByRole('textbox', { name: 'Content (French)' })
    .fill('Plantez tôt et paillez les jeunes caféiers.');
  await translations
    .getByRole('textbox', { name: 'Slug (French)' })
    .fill(`notes-recolte-cafe-${Date.now().toString(36)}`);
  await translations.getByRole('switch', { name: 'Published in French' }).check();
  await translations.getByRole('button', { name: 'Save translations' }).click();
  await expect(page.getByText('Translations saved.')).toBeVisible();
  await expect(translations).toBeHidden();

  await expect(row.getByText('FR missing')).toBeHidden();
  await expect(row.getByText('RW missing')).toBeVisible();
});
