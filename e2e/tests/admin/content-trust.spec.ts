import { serviceCall } from '../../support/backend';
import { asVisitor, expect, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';

// Content an editor can correct and links that survive it (docs/content-trust.md).

test.slow();

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test('a renamed post keeps its old address: shared links land on the new one', async ({ page }) => {
  const title = unique('Harvest notes');
  await serviceCall('/rest/v1/blogs', {
    method: 'POST',
    body: JSON.stringify({
      title,
      slug: slugOf(title),
      category: 'Marketing',
      excerpt: 'What the season taught us.',
      content: 'Plant early.',
      author_name: 'Grace Ingabire',
      author_role: 'Social Media Strategist',
      is_published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
    }),
  });

  const renamed = `${title} revised`;
  await list.open(page, '/admin/blogs', 'Blogs');
  const edit = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Blog Post');
  await edit.getByLabel('Title').fill(renamed);
  // The slug follows the title, as it did before the redirects existed.
  await expect(edit.getByLabel('Slug')).toHaveValue(slugOf(renamed));
  await list.submitDialog(page, 'Save Changes', 'Blog post updated successfully!');

  await asVisitor(page, `/resources/blog/${slugOf(title)}`, async (visitor) => {
    await expect(visitor).toHaveURL(new RegExp(`/resources/blog/${slugOf(renamed)}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });
  // An address no post ever had is still "not found", and not for search engines.
  await asVisitor(page, `/resources/blog/${slugOf(title)}-typo`, async (visitor) => {
    await expect(visitor.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  await list.deleteRow(page, renamed, 'Blog post');
});

test('an editor corrects a customer story in the admin and the site tells the new one', async ({
  page,
}) => {
  const headline = unique('Orders tripled in one season');
  await list.open(page, '/admin/testimonials', 'Testimonials');
  const edit = await list.openEditDialog(
    page,
    list.rowWith(page, 'Yvonne Mutesi'),
    'Edit Testimonial',
  );
  await expect(edit.getByLabel('Also show as a customer story')).toBeChecked();
  await edit.getByLabel('Story headline').fill(headline);
  await list.submitDialog(page, 'Save Changes', 'Testimonial updated successfully!');

  await asVisitor(page, '/customer-stories', async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 2, name: headline })).toBeVisible();
    // Told once: the same client's quote, by the same person.
    await expect(visitor.getByText('Yvonne Mutesi', { exact: true })).toHaveCount(1);
  });
});
