/** sitemap.xml and robots.txt for the public site, from its origin (VITE_SITE_URL). */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export interface PostsSource {
  url: string;
  anonKey: string;
}

/**
 * The published posts' paths, asked of the project's REST API as a visitor (so the policies
 * leave drafts and scheduled posts out). The build must also work offline (CI, a host without
 * access): then, or after 5 seconds, the sitemap simply lists no post.
 */
export async function publishedPostPaths(source: PostsSource): Promise<string[]> {
  const url = `${source.url.replace(/\/+$/, '')}/rest/v1/blogs?select=slug&order=published_at.desc`;
  try {
    const response = await fetch(url, {
      headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const rows = (await response.json()) as { slug?: unknown }[];
    return rows.flatMap((row) =>
      typeof row.slug === 'string' ? [`/resources/blog/${encodeURIComponent(row.slug)}`] : [],
    );
  } catch (error) {
    console.warn(
      `sitemap.xml lists no blog post: ${source.url} did not answer (${error instanceof Error ? error.message : String(error)})`,
    );
    return [];
  }
}
