import { brand, pageTitle } from '../brand';

export interface PageHeadProps {
  /** The page's own name; the brand is appended: "Services | Inzira". */
  title: string;
  description: string;
  /** The route, e.g. "/services"; joined to siteUrl for the canonical link. */
  path: string;
  /** The public origin, e.g. "https://inzira.example.com" (VITE_SITE_URL). */
  siteUrl: string;
  /** Share image; a relative path is made absolute against siteUrl. */
  image?: string;
  /** For pages that search engines must not list (admin, thank-you pages). */
  noIndex?: boolean;
  type?: 'website' | 'article';
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

// React 19 hoists <title>, <meta> and <link> into <head> from anywhere in the
// tree and removes them when the page unmounts, so each page renders its own.
export function PageHead({
  title,
  description,
  path,
  siteUrl,
  image,
  noIndex = false,
  type = 'website',
}: PageHeadProps) {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(siteUrl, path);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={brand.name} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
