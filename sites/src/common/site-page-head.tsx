import { PageHead, type PageHeadProps } from '@inzira/shared-ui/page-head';
import { env } from '../config/env';

export type SitePageHeadProps = Omit<PageHeadProps, 'siteUrl'>;

/**
 * PageHead with the site's public origin, so pages only say what is theirs. The default share
 * image is a JPEG: Facebook, LinkedIn and X show no preview for an SVG og:image.
 */
export function SitePageHead(props: SitePageHeadProps) {
  return <PageHead {...props} siteUrl={env.siteUrl} image={props.image ?? '/brand/og-image.jpg'} />;
}
