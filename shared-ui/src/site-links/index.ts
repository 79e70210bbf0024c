export {
  isNavActive,
  plainSiteLinks,
  SiteLinksContext,
  useSiteLinks,
  type SiteLinkProps,
  type SiteLinks,
  type SiteLocation,
} from './site-links';
