// @vitest-environment node
import { startLocalBackend, type LocalBackend } from '@inzira/local-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPostPaths, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists every path under the site origin', () => {
    const xml = sitemapXml('https://inzira.example.com/', ['/', '/resources/blog']);
    expect(xml).toContain('<loc>https://inzira.example.com/</loc>');
    expect(xml).toContain('<loc>https://inzira.example.com/resources/blog</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://inzira.example.com')).toContain(
      'Sitemap: https://inzira.example.com/sitemap.xml',
    );
  });
});

describe('published posts in the sitemap', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, quiet: true, admin: null, authRateLimit: false });
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
  });

  it('lists every published post by slug, and no draft or scheduled post', async () => {
    await backend.db.query(
      `update public.blogs set is_published = false where slug = (select slug from public.blogs order by slug limit 1)`,
    );
    await backend.db.query(
      `update public.blogs set published_at = now() + interval '1 day'
        where slug = (select slug from public.blogs where is_published order by slug limit 1)`,
    );
    const visible = await backend.db.query<{ slug: string }>(
      'select slug from public.blogs where is_published and published_at <= now()',
    );
    const paths = await publishedPostPaths({ url: backend.url, anonKey: backend.anonKey });
    expect(paths.sort()).toEqual(visible.rows.map((r) => `/resources/blog/${r.slug}`).sort());
    expect(paths.length).toBeGreaterThan(0);
    const total = await backend.db.query('select 1 from public.blogs');
    expect(paths.length).toBe(total.rows.length - 2);
  });

  it('lists no post when the project cannot be reached', async () => {
    expect(await publishedPostPaths({ url: 'http://127.0.0.1:9', anonKey: 'x' })).toEqual([]);
  });
});
