import { absoluteUrl, PageHead, type PageHeadProps } from '@inzira/shared-ui/page-head';
import { defaultLocale, locales, type Locale } from '@inzira/contract/locales.ts';
import { env } from '../config/env';
import { localizedPath } from '../i18n/locale-paths';
import { siteLocale } from '../i18n/site-locale';

export type SitePageHeadProps = Omit<PageHeadProps, 'siteUrl'> & {
  /**
   * The page's unprefixed path in each language, when it differs by language (a post's or
   * project's slug per language); otherwise `path` in every language.
   */
  paths?: Record<Locale, string>;
};

/**
 * PageHead with the site's public origin, so pages only say what is theirs. The default share
 * image is a JPEG: Facebook, LinkedIn and X show no preview for an SVG og:image. `path` is the
 * page's unprefixed path: the canonical link is this language's address, and the page lists its
 * address in every language plus `x-default` (English) for search engines (docs/languages.md).
 */
export function SitePageHead({ paths, ...props }: SitePageHeadProps) {
  const pathIn = (locale: Locale) => localizedPath(paths?.[locale] ?? props.path, locale);
  const alternates = [
    ...locales.map((locale) => ({ hrefLang: locale, path: pathIn(locale) })),
    { hrefLang: 'x-default', path: pathIn(defaultLocale) },
  ];
  return (
    <>
      <PageHead
        {...props}
        path={pathIn(siteLocale())}
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
