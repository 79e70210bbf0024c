import { agency, type AgencyFacts } from '@inzira/contract/agency.ts';

export interface SocialLink {
  label: string;
  href: string;
}

export interface Registration {
  legalName: string;
  /** The registry the company is entered in. */
  registry: string;
  companyCode: string;
  taxId: string;
}

/** The agency's facts (name, tagline, contacts, shared with the e-mails) and the sites' own words. */
export interface Brand extends AgencyFacts {
  description: string;
  /** Why the agency exists, in one paragraph (the About page's opening). */
  mission: string;
  /** The number that answers on WhatsApp, written as dialled. */
  whatsapp: string;
  registration: Registration;
  social: SocialLink[];
  /**
   * The agency's own film of how it works (YouTube, Vimeo or a video file), shown above the
   * home page's steps; none yet, and no stand-in plays in its place.
   */
  showreel?: string;
}

// The contact data lives with the agency's facts in @inzira/contract, which the e-mails read too.
export const brand: Brand = {
  ...agency,
  description:
    'Inzira connects businesses with professionals in content creation, digital marketing, advertising, event protocol, translation and administrative support.',
  mission:
    'We believe every business in Rwanda deserves the craft of a big agency. Inzira brings together vetted professionals in content, marketing, advertising, event protocol, translation and administrative support, and puts the right team on each project, so that our clients grow and our professionals earn well from work they are proud of.',
  whatsapp: '+250 700 000 001',
  registration: {
    legalName: 'Inzira Ltd',
    registry: 'Rwanda Development Board (RDB)',
    companyCode: '100000000',
    taxId: 'TIN 100000000',
  },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/example' },
    { label: 'Instagram', href: 'https://www.instagram.com/example' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
    { label: 'X', href: 'https://x.com/example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@example' },
  ],
};

export const pageTitle = (page: string): string => `${page} | ${brand.name}`;

/** A wa.me chat link for a number as dialled ("+250 700 000 001" -> https://wa.me/250700000001). */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
