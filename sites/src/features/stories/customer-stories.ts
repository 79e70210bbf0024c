import type { CustomerStory } from '@inzira/shared-ui/story-block';

/** The three static stories of /customer-stories; the first has a video, the others an image. */
export const customerStories: CustomerStory[] = [
  {
    id: 'umuco-festival',
    author: 'Grace Uwera',
    authorImage: '/media/seed/avatar-4.svg',
    role: 'Festival Director',
    company: 'Umuco Festival',
    rating: 5,
    headline: 'A sold-out festival, planned in eight weeks',
    featuredQuote:
      'Inzira’s team handled protocol, content and promotion as if it were their own event.',
    testimonial:
      'We had eight weeks and no marketing team. Inzira matched us with a content producer, a digital marketer and two protocol officers within days.\n\nThe campaign they ran filled every seat, and the VIP reception ran to the minute.',
    image: '/media/seed/event-1.svg',
    // No clip of this client's own exists yet; a stock film in its place would not be their story.
    videoUrl: null,
    results: ['Sold out 3 days early', '4x social media reach', 'Zero protocol incidents'],
  },
  {
    id: 'kivu-coffee',
    author: 'Patrick Mugisha',
    authorImage: '/media/seed/avatar-5.svg',
    role: 'Marketing Manager',
    company: 'Kivu Coffee Exporters',
    rating: 5,
    headline: 'From local roaster to regional brand',
    featuredQuote: 'Our online sales tripled once the campaigns were in the right hands.',
    testimonial:
      'We knew our coffee was excellent but nobody outside Rubavu had heard of it.\n\nInzira’s digital marketers rebuilt our social presence and ran search campaigns in three countries.',
    image: '/media/seed/project-2.svg',
    videoUrl: null,
    results: ['3x online sales', '12,000 new followers', 'Distribution in 3 countries'],
  },
  {
    id: 'kigali-summit',
    author: 'Aimée Ishimwe',
    authorImage: '/media/seed/avatar-6.svg',
    role: 'Head of Communications',
    company: 'Kigali Business Summit',
    rating: 4,
    headline: 'A summit delegates still talk about',
    featuredQuote: 'Interpreters, ushers and the photo team all came through one partner.',
    testimonial:
      'Running a 1,500-delegate summit means dozens of suppliers. Inzira gave us one team for protocol, translation and content.\n\nThe coverage they produced became our best marketing for next year.',
    image: '/media/seed/event-2.svg',
    videoUrl: null,
    results: ['1,500 delegates welcomed', '4 languages interpreted', '92% would return'],
  },
];
