import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { headersOf } from '../../support/headers';

test('the public site is served with its security headers', async ({ request }) => {
  const headers = await headersOf(request, '/');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toContain('max-age=');
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  // The page may only talk to its own origin and the configured Supabase project.
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321/);
});

test('each page’s inline scripts are allowed by their hashes, never by unsafe-inline', async ({
  request,
}) => {
  for (const path of ['/', '/rw/services', '/fr/contact']) {
    const response = await request.get(path);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'])?.[1];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // The early-input script and the start script, written into the page so the first paint
    // waits for no file (docs/performance.md, "Paint first").
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)];
    expect(inline, path).toHaveLength(2);
    for (const [, code] of inline) {
      const hash = createHash('sha256')
        .update(code ?? '')
        .digest('base64');
      expect(scriptSrc?.split(' '), path).toContain(`'sha256-${hash}'`);
    }
    expect(html, path).not.toMatch(/<script[^>]* src=/);
  }
});

test('embeds only YouTube and Vimeo, and keeps HTTPS for two years', async ({ request }) => {
  const headers = await headersOf(request, '/');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const frameSrc = /frame-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(frameSrc?.split(' ').sort()).toEqual(
    expect.arrayContaining(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']),
  );
  expect(frameSrc).not.toContain('*');
  expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
});

test('serves prerendered pages as files, blog posts through the app shell, and a real 404', async ({
  request,
}) => {
  const prerendered = await request.get('/services');
  expect(prerendered.status()).toBe(200);
  // The page's own content is in the HTML, before any script runs.
  expect(await prerendered.text()).toContain('<h1');
  const post = await request.get('/resources/blog/a4000000-0000-4000-8000-000000000001');
  expect(post.status()).toBe(200);
  expect(post.headers()['content-type']).toContain('text/html');
  expect(post.headers()['content-security-policy']).toContain("default-src 'self'");
  // The shell paints the site's header and the post's loading state before any script runs.
  expect(await post.text()).toContain('Loading blog post...');
  const unknown = await request.get('/a/route/that/nobody/knows');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Page not found');
  expect(unknown.headers()['content-security-policy']).toContain("default-src 'self'");
});
