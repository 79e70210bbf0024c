import type { NavLinkId } from './site-shell-texts';

/** A link's words are SiteShellTexts.links[id], in the visitor's language. */
export interface NavLinkItem {
  id: NavLinkId;
  to: string;
}

export interface NavMenuGroup {
  id: 'resourcesMenu' | 'communityMenu';
  links: NavLinkItem[];
}

/** Top-level links of the header, in reading order. */
export const primaryNavLinks: NavLinkItem[] = [
  { id: 'services', to: '/services' },
  { id: 'projects', to: '/projects' },
  { id: 'customerStories', to: '/customer-stories' },
  { id: 'blog', to: '/resources/blog' },
];

export const resourceNavLinks: NavLinkItem[] = [
  { id: 'allResources', to: '/resources' },
  { id: 'training', to: '/resources/training' },
  { id: 'docs', to: '/resources/docs' },
  { id: 'tutorials', to: '/resources/tutorials' },
  { id: 'tests', to: '/resources/tests' },
];

export const communityNavLinks: NavLinkItem[] = [
  { id: 'partners', to: '/partners' },
  { id: 'competitions', to: '/competitions' },
];

/** The header's drop-down menus (and the phone drawer's sections). */
export const navMenus: NavMenuGroup[] = [
  { id: 'resourcesMenu', links: resourceNavLinks },
  { id: 'communityMenu', links: communityNavLinks },
];

export const aboutNavLink: NavLinkItem = { id: 'about', to: '/about' };

/** The admin lives on its own domain and is never linked from the public site. */
export const companyFooterLinks: NavLinkItem[] = [
  { id: 'aboutUs', to: '/about' },
  { id: 'customerStories', to: '/customer-stories' },
  { id: 'resources', to: '/resources' },
  { id: 'contact', to: '/contact' },
];

export const serviceFooterLinks: NavLinkItem[] = [
  { id: 'contentCreation', to: '/services#content' },
  { id: 'digitalMarketing', to: '/services#marketing' },
  { id: 'advertisingExperts', to: '/services#advertising' },
];

export const legalFooterLinks: NavLinkItem[] = [
  { id: 'terms', to: '/legal/terms' },
  { id: 'privacy', to: '/legal/privacy' },
  { id: 'cookies', to: '/legal/cookies' },
];

/** True when `pathname` is the link's page or a page below it ("/resources/blog/x" is Blog). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === to || (to !== '/' && path.startsWith(`${to}/`));
}
