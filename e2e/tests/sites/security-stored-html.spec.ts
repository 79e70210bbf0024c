import { expect, test } from '@playwright/test';
import { idOf } from '../../support/backend';
import { imgPayload, scriptPayload, serviceRest, watchPayloads } from '../../support/stored-html';

// Stored HTML and script in content an administrator (or a compromised admin account) saved must
// reach visitors as inert text: shown literally, never parsed, never run.

test('a testimonial holding HTML and script shows as text on the home page', async ({ page }) => {
  const payloads = watchPayloads(page);
  // Oldest of all, so the seeded testimonials keep their order for the other specs.
  const created = await serviceRest('testimonials', {
    method: 'POST',
    body: JSON.stringify({
      company: scriptPayload,
      quote: `${scriptPayload} ${imgPayload}`,
      author: imgPayload,
      role: scriptPayload,
      rating: 5,
      created_at: '2001-01-01T00:00:00Z',
    }),
  });
  expect(created.status).toBe(201);
  const id = idOf(await created.json());
  try {
    await page.goto('/');
    // The testimonials come to life, with the content saved since the build, once in sight.
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await expect(page.getByText(imgPayload, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(scriptPayload, { exact: false }).first()).toBeVisible();
    await payloads.expectInert();
  } finally {
    await serviceRest(`testimonials?id=eq.${id}`, { method: 'DELETE' });
  }
});

test('a blog post holding HTML and script shows as text on its page', async ({ page }) => {
  const payloads = watchPayloads(page);
  const created = await serviceRest('blogs', {
    method: 'POST',
    body: JSON.stringify({
      title: `Stored ${imgPayload}`,
      category: 'Technology',
      excerpt: scriptPayload,
      content: `${scriptPayload}\n\n${imgPayload}`,
      author_name: imgPayload,
      author_role: scriptPayload,
      // Oldest of all, so the seeded posts keep their order for the other specs.
      created_at: '2001-01-01T00:00:00Z',
    }),
  });
  expect(created.status).toBe(201);
  const id = idOf(await created.json());
  try {
    await page.goto(`/resources/blog/${id}`);
    await expect(page.getByRole('heading', { name: `Stored ${imgPayload}` })).toBeVisible();
    await expect(page.getByText(scriptPayload).first()).toBeVisible();
    await payloads.expectInert();
  } finally {
    await serviceRest(`blogs?id=eq.${id}`, { method: 'DELETE' });
  }
});
