export { SiteLayout, type SiteLayoutProps } from './site-layout';
export {
  englishSiteShellTexts,
  SiteShellTextsContext,
  type NavLinkId,
  type SiteShellTexts,
} from './site-shell-texts';
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
