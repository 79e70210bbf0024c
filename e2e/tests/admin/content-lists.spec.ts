import { expect, expectOnPublicSite, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';

test('services: add, view, edit and delete; a new service shows on /services', async ({ page }) => {
  const title = unique('Test service');
  await list.open(page, '/admin/services', 'Services');
  const dialog = await list.openAddDialog(page, 'Add Service');
  await list.fillFields(dialog, {
    Title: title,
    Description: 'Drone footage for events.',
    Features: 'Aerial shots\n\n  Editing  \n',
    'Number of clients': '12',
    Satisfaction: '7',
  });
  await list.expectAddRefused(dialog, 'Satisfaction must be between 0 and 5');
  await dialog.getByLabel('Satisfaction').fill('4.5');
  await list.submitDialog(page, 'Add', 'Service added successfully!');

  // Newest first: the new service heads the list, satisfaction as x.x/5.
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText('4.5/5');
  await list.viewRow(page, list.rowWith(page, title), [title, 'Aerial shots', 'Editing', '4.5/5']);

  // A visitor sees the new service on the public /services page.
  await expectOnPublicSite(page, '/services', title);

  const edit = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Service');
  await expect(edit.getByLabel('Features')).toHaveValue('Aerial shots\nEditing');
  await edit.getByLabel('Title').fill(`${title} v2`);
  await list.submitDialog(page, 'Save Changes', 'Service updated successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(`${title} v2`);

  await list.deleteRow(page, `${title} v2`, 'Service');
});

test('blogs: a new post shows on /resources/blog; edits keep its date; delete', async ({
  page,
}) => {
  const title = unique('Test post');
  await list.open(page, '/admin/blogs', 'Blogs');
  const dialog = await list.openAddDialog(page, 'Add Blog Post');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('Marketing');
  await dialog.getByLabel('Excerpt').fill('A short summary.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The whole story.');
  await list.fillFields(dialog, { 'Author name': 'Test Author', 'Author role': 'Editor' });
  await dialog.getByLabel('Image URL', { exact: true }).fill('not a url');
  await list.expectAddRefused(dialog, 'Image must be a valid URL');
  await dialog.getByLabel('Image URL', { exact: true }).fill('');
  // New posts are drafts until published.
  await dialog.getByLabel('Published').check();
  await list.submitDialog(page, 'Add', 'Blog post created successfully!');
  // The admin shows dates as Kigali dates, e.g. "23 Nov 2026".
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date());
  await expect(list.rowWith(page, title)).toContainText(date);

  // A visitor sees the new post on the public blog list: it is published.
  await expectOnPublicSite(page, '/resources/blog', title);

  await list.viewRow(page, list.rowWith(page, title), [
    title,
    'The whole story.',
    'Test Author, Editor',
  ]);
  const edit = await list.openEditDialog(page, list.rowWith(page, title), 'Edit Blog Post');
  await expect(edit.getByLabel('Category')).toHaveValue('Marketing');
  await edit.getByLabel('Category').selectOption('Technology');
  await list.submitDialog(page, 'Save Changes', 'Blog post updated successfully!');
  await expect(list.rowWith(page, title)).toContainText('Technology');
  await expect(list.rowWith(page, title)).toContainText(date);

  await list.deleteRow(page, title, 'Blog post');
});

test('professionals: skills split on commas; add, view, edit, delete', async ({ page }) => {
  const name = unique('Test Pro');
  await list.open(page, '/admin/professionals', 'Professionals');
  const dialog = await list.openAddDialog(page, 'Add Professional');
  await list.fillFields(dialog, {
    'Full name': name,
    Title: 'Photographer',
    Skills: ' Lighting ,Drone,, ',
    Email: 'not-an-email',
  });
  await list.expectAddRefused(dialog, 'Please enter a valid email address');
  await dialog.getByLabel('Email').fill(`pro.${Date.now()}@example.com`);
  await list.submitDialog(page, 'Add', 'Professional added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(list.rowWith(page, name)).toContainText('Lighting, Drone');

  await list.viewRow(page, list.rowWith(page, name), [name, 'Photographer', 'Lighting, Drone']);
  const edit = await list.openEditDialog(page, list.rowWith(page, name), 'Edit Professional');
  await edit.getByLabel('Title').fill('Videographer');
  await list.submitDialog(page, 'Save Changes', 'Professional updated successfully!');
  await expect(list.rowWith(page, name)).toContainText('Videographer');

  await list.deleteRow(page, name, 'Professional');
});

test('testimonials: add, view (full story falls back to the quote), edit, delete', async ({
  page,
}) => {
  const author = unique('Test Author');
  await list.open(page, '/admin/testimonials', 'Testimonials');
  const dialog = await list.openAddDialog(page, 'Add Testimonial');
  await list.expectAddRefused(dialog, 'Author is required', 'Quote is required');
  await dialog.getByRole('textbox', { name: /^Author( \*)?$/ }).fill(author);
  await list.fillFields(dialog, {
    Role: 'Founder',
    Company: 'Test Co',
    Quote: 'They delivered on time.',
    Rating: '5',
  });
  await list.submitDialog(page, 'Add', 'Testimonial added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(author);

  await list.viewRow(page, list.rowWith(page, author), [
    'Founder',
    'They delivered on time.',
    '5/5',
  ]);
  const edit = await list.openEditDialog(page, list.rowWith(page, author), 'Edit Testimonial');
  await edit.getByLabel('Company').fill('Renamed Co');
  await list.submitDialog(page, 'Save Changes', 'Testimonial updated successfully!');
  await expect(list.rowWith(page, author)).toContainText('Renamed Co');

  await list.deleteRow(page, author, 'Testimonial');
});
