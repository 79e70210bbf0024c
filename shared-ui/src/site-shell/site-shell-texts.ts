import { createContext, useContext } from 'react';

/** Where each navigation link goes; its words come from SiteShellTexts.links. */
export type NavLinkId =
  | 'services'
  | 'projects'
  | 'customerStories'
  | 'blog'
  | 'allResources'
  | 'training'
  | 'docs'
  | 'tutorials'
  | 'tests'
  | 'partners'
  | 'competitions'
  | 'about'
  | 'aboutUs'
  | 'resources'
  | 'contact'
  | 'contentCreation'
  | 'digitalMarketing'
  | 'advertisingExperts'
  | 'terms'
  | 'privacy'
  | 'cookies';

/**
 * Every word the public site's header, drawer and footer show. The site passes them in its
 * visitor's language (its catalogues); the defaults are English, for stories and any app that
 * stays in English.
 */
export interface SiteShellTexts {
  skipToContent: string;
  mainNav: string;
  mobileNav: string;
  openMenu: string;
  closeMenu: string;
  getInTouch: string;
  resourcesMenu: string;
  communityMenu: string;
  companyColumn: string;
  servicesColumn: string;
  legalNav: string;
  socialMedia: string;
  tagline: string;
  /** "Inzira home", the logo link's name. */
  homeLink: (brandName: string) => string;
  /** "Inzira on Facebook". */
  socialLink: (brandName: string, network: string) => string;
  links: Record<NavLinkId, string>;
}

export const englishSiteShellTexts: SiteShellTexts = {
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  getInTouch: 'Get In Touch',
  resourcesMenu: 'Resources',
  communityMenu: 'Community',
  companyColumn: 'Company',
  servicesColumn: 'Services',
  legalNav: 'Legal',
  socialMedia: 'Social media',
  tagline: '',
  homeLink: (brandName) => `${brandName} home`,
  socialLink: (brandName, network) => `${brandName} on ${network}`,
  links: {
    services: 'Services',
    projects: 'Projects',
    customerStories: 'Customer Stories',
    blog: 'Blog',
    allResources: 'All Resources',
    training: 'Training',
    docs: 'Docs',
    tutorials: 'Tutorials',
    tests: 'Tests',
    partners: 'Partners',
    competitions: 'Competitions',
    about: 'About',
    aboutUs: 'About Us',
    resources: 'Resources',
    contact: 'Contact',
    contentCreation: 'Content Creation',
    digitalMarketing: 'Digital Marketing',
    advertisingExperts: 'Advertising Experts',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
  },
};

export const SiteShellTextsContext = createContext<SiteShellTexts>(englishSiteShellTexts);

export const useSiteShellTexts = () => useContext(SiteShellTextsContext);
