import { agency, type AgencyFacts } from '@inzira/contract/agency.ts';

export interface SocialLink {
  label: string;
  href: string;
}

export interface LegalSection {
  heading: string;
  body: string;
}

export interface LegalPage {
  title: string;
  updated: string;
  sections: LegalSection[];
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
  legal: { terms: LegalPage; privacy: LegalPage; cookies: LegalPage };
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
  legal: {
    terms: {
      title: 'Terms of Service',
      updated: '2026-01-01',
      sections: [
        {
          heading: 'Using this site',
          body: 'By using the Inzira website you agree to these terms. You may browse our content and submit bookings, consultation requests and applications for your own legitimate business purposes.',
        },
        {
          heading: 'Bookings and services',
          body: 'A booking or consultation request is an enquiry, not a contract. Services are confirmed once we have agreed the scope, schedule and price with you in writing.',
        },
        {
          heading: 'Content and intellectual property',
          body: 'Texts, images, videos and logos on this site belong to Inzira or its partners and may not be reused without permission. Work produced for clients is governed by the agreement for that project.',
        },
        {
          heading: 'Liability',
          body: 'We take care to keep the information on this site accurate but provide it as is. To the extent permitted by the laws of Rwanda, we are not liable for indirect losses arising from its use.',
        },
        {
          heading: 'Contact',
          body: 'Questions about these terms can be sent to hello@example.com.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      updated: '2026-01-01',
      sections: [
        {
          heading: 'What we collect',
          body: 'When you book a service, request a consultation, apply as a partner, enrol in a course or register for a competition, we store the details you enter: name, e-mail, phone number and your message.',
        },
        {
          heading: 'Why we collect it',
          body: 'We use these details only to answer your request, deliver the service you asked for and keep a record of our work with you. We do not sell your data.',
        },
        {
          heading: 'Who can see it',
          body: 'Only Inzira administrators can read submissions. Our form and payment processors receive the data they need to deliver notifications and handle payments.',
        },
        {
          heading: 'How long we keep it',
          body: 'Submissions are kept for as long as needed to serve you and meet our legal obligations, then deleted.',
        },
        {
          heading: 'Your rights',
          body: 'You may ask to see, correct or delete your data at any time by writing to hello@example.com, in line with Rwanda’s law on the protection of personal data and privacy.',
        },
      ],
    },
    cookies: {
      title: 'Cookie Policy',
      updated: '2026-01-01',
      sections: [
        {
          heading: 'Essential storage only',
          body: 'The public site does not use advertising or tracking cookies. The back-office stores a sign-in session in your browser so administrators stay signed in.',
        },
        {
          heading: 'Embedded videos',
          body: 'YouTube videos are embedded through the privacy-enhanced youtube-nocookie.com domain, and nothing is loaded from the video provider until the video is shown.',
        },
        {
          heading: 'Payments',
          body: 'When you pay for a course, our payment provider may set cookies needed to process the payment securely.',
        },
        {
          heading: 'Managing cookies',
          body: 'You can clear or block cookies in your browser settings; the public site keeps working without them.',
        },
      ],
    },
  },
};

export const pageTitle = (page: string): string => `${page} | ${brand.name}`;

/** A wa.me chat link for a number as dialled ("+250 700 000 001" -> https://wa.me/250700000001). */
export const whatsappUrl = (phone: string): string => `https://wa.me/${phone.replace(/\D/g, '')}`;
