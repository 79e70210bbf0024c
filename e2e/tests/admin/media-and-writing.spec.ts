import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { serviceFetch } from '../../support/backend';
import { asVisitor, expect, test, unique } from '../../support/admin-session';
import * as list from '../../support/admin-list';

/** A real JPEG, drawn on a canvas in the browser (no binary in the repository). */
async function makeJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0b7a75');
      gradient.addColorStop(1, '#f2a541');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The stored files of one uploaded image's folder, asked with the secret key. */
async function storedFiles(folder: string): Promise<string[]> {
  const response = await serviceFetch('/storage/v1/object/list/media', {
    method: 'POST',
    body: JSON.stringify({ prefix: folder }),
  });
  const entries = (await response.json()) as { name: string }[];
  return entries.map((entry) => entry.name);
}

async function serviceUpdate(path: string, body: object): Promise<void> {
  const response = await serviceFetch(`/rest/v1/${path}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

// Each test walks through the admin and the public site several times.
test.slow();

const folderOf = (url: string) =>
  /\/storage\/v1\/object\/public\/media\/(.+)\/\d+\.webp$/.exec(url)?.[1] ?? '';

async function fillPost(page: Page, title: string, content: string) {
  await list.open(page, '/admin/blogs', 'Blogs');
  const dialog = await list.openAddDialog(page, 'Add Blog Post');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').selectOption('Technology');
  await dialog.getByLabel('Excerpt').fill('What changed this month.');
  await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
  await list.fillFields(dialog, { 'Author name': 'Test Author', 'Author role': 'Editor' });
  return dialog;
}

test('the blog editor passes axe (WCAG 2.2 AA), as the public pages do', async ({ page }) => {
  // Toolbar icons hidden behind their buttons' labels, 24 px targets, a preview the keyboard
  // can reach (the post is long enough for the preview to scroll).
  await fillPost(page, unique('Axe post'), 'A paragraph of the post.\n\n'.repeat(40));
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
});

test('an uploaded post image and professional picture show on the site with srcset; removing the picture deletes it', async ({
  page,
}) => {
  const jpeg = await makeJpeg(page, 1400, 900);
  const title = unique('Photo post');
  const dialog = await fillPost(page, title, 'A post with a picture.');

  // A file that is not an image is refused with a reason; the form stays usable.
  await dialog.getByLabel('Image file', { exact: true }).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  });
  await expect(dialog.getByText('"notes.txt" is not an image this site accepts')).toBeVisible();

  await dialog.getByLabel('Image file', { exact: true }).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  await expect(dialog.getByAltText('Image preview', { exact: true })).toBeVisible();
  const imageUrl = await dialog.getByLabel('Image URL', { exact: true }).inputValue();
  expect(imageUrl).toMatch(
    /\/storage\/v1\/object\/public\/media\/posts\/[0-9a-f-]{36}\/1400\.webp$/,
  );
  expect(await storedFiles(folderOf(imageUrl))).toEqual([
    '1280.webp',
    '1400.webp',
    '320.webp',
    '640.webp',
    '960.webp',
  ]);
  await dialog.getByLabel('Published').check();
  // An image needs its alt text before the post can be saved.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    dialog.getByText('Describe the image for people who cannot see it (alt text)'),
  ).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /Alt text/ })
    .fill('A sunlit meeting room with a projector screen');
  await list.submitDialog(page, 'Add', 'Blog post created successfully!');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await asVisitor(page, `/resources/blog/${slug}`, async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const image = visitor.locator('article img[srcset*="/storage/v1/object/public/media/posts/"]');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', 'A sunlit meeting room with a projector screen');
    expect(await image.getAttribute('srcset')).toContain('320.webp 320w');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      '/storage/v1/object/public/media/posts/',
    );
  });

  // A professional's picture, shown on the home page.
  await list.open(page, '/admin/professionals', 'Professionals');
  const diane = list.rowWith(page, 'Diane Mukamana');
  const edit = await list.openEditDialog(page, diane, 'Edit Professional');
  await edit.getByLabel('Profile picture file').setInputFiles({
    name: 'diane.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page, 500, 500),
  });
  await expect(edit.getByAltText('Profile picture preview')).toBeVisible();
  const pictureUrl = await edit.getByLabel('Profile picture URL').inputValue();
  await list.submitDialog(page, 'Save Changes', 'Professional updated successfully!');
  const pictureFolder = folderOf(pictureUrl);
  expect(await storedFiles(pictureFolder)).toEqual(['320.webp', '500.webp']);

  await asVisitor(page, '/', async (visitor) => {
    // The home page's professionals come to life, with the content saved since the build, once
    // in sight (docs/testing.md).
    await visitor.getByRole('heading', { name: 'Meet Our Professionals' }).scrollIntoViewIfNeeded();
    const avatar = visitor.locator('img[alt="Diane Mukamana"]').first();
    await expect(avatar).toHaveAttribute(
      'srcset',
      /\/storage\/v1\/object\/public\/media\/professionals\/.+320\.webp 320w/,
    );
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });

  // Removing the picture and saving deletes every stored size.
  await list.openEditDialog(page, diane, 'Edit Professional');
  await edit.getByRole('button', { name: 'Remove image' }).click();
  await expect(edit.getByLabel('Profile picture URL')).toHaveValue('');
  await list.submitDialog(page, 'Save Changes', 'Professional updated successfully!');
  await expect.poll(() => storedFiles(pictureFolder)).toEqual([]);
  expect((await fetch(pictureUrl)).status).toBe(400);

  // Deleting the post deletes its image too.
  await list.open(page, '/admin/blogs', 'Blogs');
  await list.deleteRow(page, title, 'Blog post');
  await expect.poll(() => storedFiles(folderOf(imageUrl))).toEqual([]);
});

test('a markdown post renders its formatting with script as inert text; a scheduled post waits for its time', async ({
  page,
}) => {
  const title = unique('Markdown post');
  const markdown = [
    '# What we shipped',
    '',
    '- faster pages',
    '- **bold** uploads',
    '',
    'Read [the guide](https://example.com/guide).',
    '',
    '<script>window.__xss = 1</script>',
  ].join('\n');
  const dialog = await fillPost(page, title, markdown);
  // The live preview renders as the site will.
  await expect(dialog.getByRole('heading', { name: 'What we shipped' })).toBeVisible();
  await dialog.getByLabel('Published').check();
  await list.submitDialog(page, 'Add', 'Blog post created successfully!');
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await asVisitor(page, `/resources/blog/${slug}`, async (visitor) => {
    const article = visitor.locator('article');
    await expect(article.getByRole('heading', { level: 2, name: 'What we shipped' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveText(['faster pages', 'bold uploads']);
    await expect(article.locator('strong')).toHaveText('bold');
    const link = article.getByRole('link', { name: 'the guide' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(article.getByText('<script>window.__xss = 1</script>')).toBeVisible();
    expect(await article.locator('script').count()).toBe(0);
    expect(await visitor.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
    await expect(article.getByText(/1 min read/)).toBeVisible();
  });

  // Scheduled for tomorrow: not listed, and its address says "not found".
  const later = unique('Scheduled post');
  const scheduled = await fillPost(page, later, 'Coming soon.');
  await scheduled.getByLabel('Scheduled').check();
  await scheduled.getByLabel('Goes online at (Kigali time, CAT)').fill('2001-01-01T09:00');
  await list.expectAddRefused(scheduled, 'The publication time must be in the future');
  // Tomorrow's date in Kigali (UTC+2), at 09:00 there.
  const tomorrow = new Date(Date.now() + 86_400_000 + 2 * 3_600_000).toISOString().slice(0, 10);
  await scheduled.getByLabel('Goes online at (Kigali time, CAT)').fill(`${tomorrow}T09:00`);
  await list.submitDialog(page, 'Add', 'Blog post created successfully!');
  await expect(list.rowWith(page, later)).toContainText('Scheduled');
  // The list shows when it goes live, not when it was written.
  const [year, month, day] = tomorrow.split('-').map(Number);
  const goesLive = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  await expect(list.rowWith(page, later)).toContainText(`Goes live ${goesLive}, 09:00 CAT`);
  const laterSlug = later.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await asVisitor(page, '/resources/blog', async (visitor) => {
    await expect(visitor.getByText(title, { exact: true })).toBeVisible();
    await expect(visitor.getByText(later, { exact: true })).toHaveCount(0);
    await visitor.goto(`http://localhost:5173/resources/blog/${laterSlug}`);
    await expect(visitor.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  });

  // Its time comes (moved into the past with the service role): now it is listed.
  await serviceUpdate(`blogs?slug=eq.${laterSlug}`, {
    published_at: new Date(Date.now() - 1000).toISOString(),
  });
  await asVisitor(page, '/resources/blog', async (visitor) => {
    await expect(visitor.getByText(later, { exact: true })).toBeVisible();
  });

  for (const post of [title, later]) {
    await list.deleteRow(page, post, 'Blog post');
  }
});
