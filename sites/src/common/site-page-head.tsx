import { absoluteUrl, PageHead, type PageHeadProps } from '@inzira/shared-ui/page-head';
import { defaultLocale } from '@inzira/contract/locales.ts';
import { env } from '../config/env';
import { localizedPath, localizedPaths } from '../i18n/locale-paths';
import { siteLocale } from '../i18n/site-locale';

export type SitePageHeadProps = Omit<PageHeadProps, 'siteUrl'>;

/**
 * PageHead with the site's public origin, so pages only say what is theirs. The default share
 * image is a JPEG: Facebook, LinkedIn and X show no preview for an SVG og:image. `path` is the
 * page's unprefixed path: the canonical link is this language's address, and the page lists its
 * address in every language plus `x-default` (English) for search engines (docs/languages.md).
 */
export function SitePageHead(props: SitePageHeadProps) {
  const alternates = [
    ...localizedPaths(props.path).map(({ locale, path }) => ({ hrefLang: locale, path })),
    { hrefLang: 'x-default', path: localizedPath(props.path, defaultLocale) },
  ];
  return (
    <>
      <PageHead
        {...props}
        path={localizedPath(props.path, siteLocale())}
        siteUrl={env.siteUrl}
        image={props.image ?? '/brand/og-image.jpg'}
      />
      {alternates.map(({ hrefLang, path }) => (
        <link
          key={hrefLang}
          rel="alternate"
          hrefLang={hrefLang}
          href={absoluteUrl(env.siteUrl, path)}
        />
      ))}
    </>
  );
}
