import type { AuthConfig } from './config';

/** A glob of `additional_redirect_urls` as GoTrue matches them: `*` within a segment, `**` across. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/.]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The same origin, under the entry's path (`http://localhost:5174.evil` is not `:5174`). */
function sameSiteAndPath(entry: string, url: URL): boolean {
  try {
    const allowed = new URL(entry);
    return allowed.origin === url.origin && url.pathname.startsWith(allowed.pathname);
  } catch {
    return false;
  }
}

/**
 * `redirect_to` when the site URL's origin or an allowed URL covers it, else the site URL, as
 * GoTrue falls back (so a link in an e-mail never leads to another site).
 */
export function allowedRedirect(
  config: Pick<AuthConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  value: unknown,
): string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return config.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.siteUrl;
  if (url.origin === new URL(config.siteUrl).origin) return value;
  const allowed = config.additionalRedirectUrls.some((entry) =>
    entry.includes('*') ? globPattern(entry).test(value) : sameSiteAndPath(entry, url),
  );
  return allowed ? value : config.siteUrl;
}
