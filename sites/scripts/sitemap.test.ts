// @vitest-environment node
import { startLocalBackend, type LocalBackend } from '@inzira/local-backend';
import { createPublicClient } from '@inzira/shared-data/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPaths } from '../src/app/content-paths';
import { inEveryLocale } from '../src/i18n/locale-paths';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists every path under the site origin', () => {
    const xml = sitemapXml('https://inzira.example.com/', ['/', '/resources/blog']);
    expect(xml).toContain('<loc>https://inzira.example.com/</loc>');
    expect(xml).toContain('<loc>https://inzira.example.com/resources/blog</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("lists each page's address in every language", () => {
    const xml = sitemapXml('https://inzira.example.com', inEveryLocale(['/', '/services']));
    for (const path of ['/', '/services', '/rw', '/rw/services', '/fr', '/fr/services']) {
      expect(xml).toContain(`<loc>https://inzira.example.com${path}</loc>`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it('points robots at the sitemap', () => {
    expect(robotsTxt('https://inzira.example.com')).toContain(
      'Sitemap: https://inzira.example.com/sitemap.xml',
    );
  });
});

describe('the pages the published content has (prerendered and listed in the sitemap)', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await startLocalBackend({ port: 0, quiet: true, admin: null, authRateLimit: false });
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
  });

  it('has every project and every published post by slug, and no draft or scheduled post', async () => {
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
    const projects = await backend.db.query<{ slug: string }>('select slug from public.projects');
    const client = createPublicClient({ url: backend.url, publishableKey: backend.publishableKey });
    const paths = await contentPaths(client);
    expect(paths.filter((path) => path.startsWith('/resources/blog/')).sort()).toEqual(
      visible.rows.map((r) => `/resources/blog/${r.slug}`).sort(),
    );
    expect(paths.filter((path) => path.startsWith('/projects/')).sort()).toEqual(
      projects.rows.map((r) => `/projects/${r.slug}`).sort(),
    );
    const total = await backend.db.query('select 1 from public.blogs');
    expect(visible.rows.length).toBe(total.rows.length - 2);
  });
});
