import type { Highlight } from '../../common/highlight-cards';

export const partnerBenefits: Highlight[] = [
  {
    title: 'Reach New Clients',
    text: 'Your services are offered to the businesses and institutions that book through Inzira.',
  },
  {
    title: 'Work With Vetted Talent',
    text: 'Team up with our content creators, marketers and protocol officers on joint projects.',
  },
  {
    title: 'Grow Together',
    text: 'Co-host events, share training and appear on our site and in our campaigns.',
  },
];
