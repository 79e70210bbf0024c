export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavMenuGroup {
  label: string;
  links: NavLinkItem[];
}

/** Top-level links of the header, in reading order. */
export const primaryNavLinks: NavLinkItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'Projects', to: '/projects' },
  { label: 'Customer Stories', to: '/customer-stories' },
  { label: 'Blog', to: '/resources/blog' },
];

export const resourceNavLinks: NavLinkItem[] = [
  { label: 'All Resources', to: '/resources' },
  { label: 'Training', to: '/resources/training' },
  { label: 'Docs', to: '/resources/docs' },
  { label: 'Tutorials', to: '/resources/tutorials' },
  { label: 'Tests', to: '/resources/tests' },
];

export const communityNavLinks: NavLinkItem[] = [
  { label: 'Partners', to: '/partners' },
  { label: 'Competitions', to: '/competitions' },
];

/** The header's drop-down menus (and the phone drawer's sections). */
export const navMenus: NavMenuGroup[] = [
  { label: 'Resources', links: resourceNavLinks },
  { label: 'Community', links: communityNavLinks },
];

export const aboutNavLink: NavLinkItem = { label: 'About', to: '/about' };

/** The admin lives on its own domain and is never linked from the public site. */
export const companyFooterLinks: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Customer Stories', to: '/customer-stories' },
  { label: 'Resources', to: '/resources' },
  { label: 'Contact', to: '/contact' },
];

export const serviceFooterLinks: NavLinkItem[] = [
  { label: 'Content Creation', to: '/services#content' },
  { label: 'Digital Marketing', to: '/services#marketing' },
  { label: 'Advertising Experts', to: '/services#advertising' },
];

export const legalFooterLinks: NavLinkItem[] = [
  { label: 'Terms of Service', to: '/legal/terms' },
  { label: 'Privacy Policy', to: '/legal/privacy' },
  { label: 'Cookie Policy', to: '/legal/cookies' },
];

/** True when `pathname` is the link's page or a page below it ("/resources/blog/x" is Blog). */
export function isCurrentPath(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === to || (to !== '/' && path.startsWith(`${to}/`));
}
