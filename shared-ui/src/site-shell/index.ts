export { SiteLayout } from './site-layout';
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
export { BrandLogo } from './brand-logo';
export {
  primaryNavLinks,
  communityNavLinks,
  resourceNavLinks,
  companyFooterLinks,
  isCurrentPath,
  serviceFooterLinks,
  legalFooterLinks,
} from './nav-links';
export type { NavLinkItem, NavMenuGroup } from './nav-links';
