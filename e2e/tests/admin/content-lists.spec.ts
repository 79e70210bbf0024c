import {
  deleteRow,
  expect,
  openList,
  expectOnPublicSite,
  rowWith,
  submitDialog,
  test,
  unique,
  viewRow,
} from '../../support/admin-session';

test('services: add, view, edit and delete; a new service shows on /services', async ({ page }) => {
  const title = unique('Test service');
  await openList(page, '/admin/services', 'Services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Service' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Drone footage for events.');
  await dialog.getByLabel('Features').fill('Aerial shots\n\n  Editing  \n');
  await dialog.getByLabel('Number of clients').fill('12');
  await dialog.getByLabel('Satisfaction').fill('7');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Satisfaction must be between 0 and 5')).toBeVisible();
  await dialog.getByLabel('Satisfaction').fill('4.5');
  await submitDialog(page, 'Add', 'Service added successfully!');

  // Newest first: the new service heads the list, satisfaction as x.x/5.
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(title);
  await expect(firstRow).toContainText('4.5/5');
  await viewRow(page, rowWith(page, title), [title, 'Aerial shots', 'Editing', '4.5/5']);

  // A visitor sees the new service on the public /services page.
  await expectOnPublicSite(page, '/services', title);

  await rowWith(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await expect(edit.getByLabel('Features')).toHaveValue('Aerial shots\nEditing');
  await edit.getByLabel('Title').fill(`${title} v2`);
  await submitDialog(page, 'Save Changes', 'Service updated successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(`${title} v2`);

  await deleteRow(
    page,
    `${title} v2`,
    'Are you sure you want to delete this service?',
    'Service deleted successfully!',
  );
});

test('blogs: a new post shows on /resources/blog; edits keep its date; delete', async ({
  page,
}) => {
  const title = unique('Test post');
  await openList(page, '/admin/blogs', 'Blogs');
  await page.getByRole('button', { name: 'Add Blog Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Blog Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('Marketing');
  await dialog.getByLabel('Excerpt').fill('A short summary.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill('The whole story.');
  await dialog.getByLabel('Author name').fill('Test Author');
  await dialog.getByLabel('Author role').fill('Editor');
  await dialog.getByLabel('Image URL', { exact: true }).fill('not a url');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Image must be a valid URL')).toBeVisible();
  await dialog.getByLabel('Image URL', { exact: true }).fill('');
  // New posts are drafts until published.
  await dialog.getByLabel('Published').check();
  await submitDialog(page, 'Add', 'Blog post created successfully!');
  // The admin shows dates as Kigali dates, e.g. "23 Nov 2026".
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Kigali',
  }).format(new Date());
  await expect(rowWith(page, title)).toContainText(date);

  // A visitor sees the new post on the public blog list: it is published.
  await expectOnPublicSite(page, '/resources/blog', title);

  await viewRow(page, rowWith(page, title), [title, 'The whole story.', 'Test Author, Editor']);
  await rowWith(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(edit.getByLabel('Category')).toHaveValue('Marketing');
  await edit.getByLabel('Category').selectOption('Technology');
  await submitDialog(page, 'Save Changes', 'Blog post updated successfully!');
  await expect(rowWith(page, title)).toContainText('Technology');
  await expect(rowWith(page, title)).toContainText(date);

  await deleteRow(
    page,
    title,
    'Are you sure you want to delete this blog post?',
    'Blog post deleted successfully!',
  );
});

test('professionals: skills split on commas; add, view, edit, delete', async ({ page }) => {
  const name = unique('Test Pro');
  await openList(page, '/admin/professionals', 'Professionals');
  await page.getByRole('button', { name: 'Add Professional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Professional' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Title').fill('Photographer');
  await dialog.getByLabel('Skills').fill(' Lighting ,Drone,, ');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(`pro.${Date.now()}@example.com`);
  await submitDialog(page, 'Add', 'Professional added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(name);
  await expect(rowWith(page, name)).toContainText('Lighting, Drone');

  await viewRow(page, rowWith(page, name), [name, 'Photographer', 'Lighting, Drone']);
  await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Professional' });
  await edit.getByLabel('Title').fill('Videographer');
  await submitDialog(page, 'Save Changes', 'Professional updated successfully!');
  await expect(rowWith(page, name)).toContainText('Videographer');

  await deleteRow(
    page,
    name,
    'Are you sure you want to delete this professional?',
    'Professional deleted successfully!',
  );
});

test('testimonials: add, view (full story falls back to the quote), edit, delete', async ({
  page,
}) => {
  const author = unique('Test Author');
  await openList(page, '/admin/testimonials', 'Testimonials');
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Testimonial' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Author is required')).toBeVisible();
  await expect(dialog.getByText('Quote is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Author( \*)?$/ }).fill(author);
  await dialog.getByLabel('Role').fill('Founder');
  await dialog.getByLabel('Company').fill('Test Co');
  await dialog.getByLabel('Quote').fill('They delivered on time.');
  await dialog.getByLabel('Rating').fill('5');
  await submitDialog(page, 'Add', 'Testimonial added successfully!');
  await expect(page.getByRole('row').nth(1)).toContainText(author);

  await viewRow(page, rowWith(page, author), ['Founder', 'They delivered on time.', '5/5']);
  await rowWith(page, author).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await edit.getByLabel('Company').fill('Renamed Co');
  await submitDialog(page, 'Save Changes', 'Testimonial updated successfully!');
  await expect(rowWith(page, author)).toContainText('Renamed Co');

  await deleteRow(
    page,
    author,
    'Are you sure you want to delete this testimonial?',
    'Testimonial deleted successfully!',
  );
});
