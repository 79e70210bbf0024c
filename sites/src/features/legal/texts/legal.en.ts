import { brand } from '@inzira/shared-ui/brand';
import type { LegalTexts } from '../legal-pages';

/** The legal documents in English, the agency's own text. */
export const legalTexts: LegalTexts = {
  terms: {
    title: 'Terms of Service',
    description: `The terms for using the ${brand.name} website and booking its services.`,
    updated: '2026-01-01',
    sections: [
      {
        heading: 'Using this site',
        body: `By using the ${brand.name} website you agree to these terms. You may browse our content and submit bookings, consultation requests and applications for your own legitimate business purposes.`,
      },
      {
        heading: 'Bookings and services',
        body: 'A booking or consultation request is an enquiry, not a contract. Services are confirmed once we have agreed the scope, schedule and price with you in writing.',
      },
      {
        heading: 'Content and intellectual property',
        body: `Texts, images, videos and logos on this site belong to ${brand.name} or its partners and may not be reused without permission. Work produced for clients is governed by the agreement for that project.`,
      },
      {
        heading: 'Liability',
        body: 'We take care to keep the information on this site accurate but provide it as is. To the extent permitted by the laws of Rwanda, we are not liable for indirect losses arising from its use.',
      },
      {
        heading: 'Contact',
        body: `Questions about these terms can be sent to ${brand.email}.`,
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    description: `What ${brand.name} collects, why, who can see it and your rights.`,
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
        body: `Only ${brand.name} administrators can read submissions. Our form and payment processors receive the data they need to deliver notifications and handle payments.`,
      },
      {
        heading: 'How long we keep it',
        body: 'Submissions are kept for as long as needed to serve you and meet our legal obligations, then deleted.',
      },
      {
        heading: 'Your rights',
        body: `You may ask to see, correct or delete your data at any time by writing to ${brand.email}, in line with Rwanda’s law on the protection of personal data and privacy.`,
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    description: `How the ${brand.name} website uses cookies and browser storage.`,
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
};
