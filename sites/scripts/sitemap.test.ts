import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

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
