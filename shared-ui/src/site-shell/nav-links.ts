export interface NavLinkItem {
  label: string;
  to: string;
}

export const primaryNavLinks: NavLinkItem[] = [
  { label: 'Services', to: '/services' },
  { label: 'Projects', to: '/projects' },
  { label: 'Blog', to: '/resources/blog' },
];

export const communityNavLinks: NavLinkItem[] = [
  { label: 'Partners', to: '/partners' },
  { label: 'Competitions', to: '/competitions' },
];

// "About Us" points at /customer-stories: it is the real page that tells who the
// agency is and what it has achieved, while the home page has no about anchor.
export const companyFooterLinks = (adminUrl: string): (NavLinkItem & { external?: boolean })[] => [
  { label: 'About Us', to: '/customer-stories' },
  { label: 'Contact', to: '/contact' },
  // The admin app is deployed on its own subdomain, so this is a plain anchor.
  { label: 'Admin', to: adminUrl, external: true },
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
