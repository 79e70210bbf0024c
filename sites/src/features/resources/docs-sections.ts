import { docPath, docTemplates, findDocArticle } from './content/doc-articles';

export interface DocLink {
  label: string;
  to: string;
}

export interface DocSection {
  id: string;
  title: string;
  links: DocLink[];
}

const doc = (slug: string): DocLink => {
  const article = findDocArticle(slug);
  if (!article) throw new Error(`No documentation page "${slug}".`);
  return { label: article.title, to: docPath(slug) };
};

/** The five link lists of /resources/docs; every link leads to the page it names. */
export const docSections: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    links: [
      doc('how-inzira-works'),
      doc('choosing-a-service'),
      doc('booking-a-professional'),
      doc('scheduling-a-consultation'),
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    links: [
      doc('planning-an-event-with-us'),
      doc('protocol-for-official-visits'),
      {
        label: 'Event Planning Essentials tutorial',
        to: '/resources/tutorials/event-planning-essentials',
      },
      { label: 'Upcoming competitions and events', to: '/competitions' },
    ],
  },
  {
    id: 'marketing',
    title: 'Digital Marketing',
    links: [
      doc('briefing-a-marketing-campaign'),
      doc('measuring-campaign-results'),
      { label: 'Digital Marketing Mastery course', to: '/resources/training' },
      { label: 'Client success stories', to: '/customer-stories' },
    ],
  },
  {
    id: 'templates',
    title: 'Templates',
    links: docTemplates.map((article) => doc(article.slug)),
  },
  {
    id: 'policies',
    title: 'Policies and Partners',
    links: [
      { label: 'Becoming a partner', to: '/partners' },
      { label: 'Terms of Service', to: '/legal/terms' },
      { label: 'Privacy Policy', to: '/legal/privacy' },
      { label: 'Cookie Policy', to: '/legal/cookies' },
    ],
  },
];

/** The sections whose title or links match a search, with only the matching links. */
export function filterDocSections(sections: DocSection[], query: string): DocSection[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections;
  return sections.flatMap((section) => {
    if (section.title.toLowerCase().includes(needle)) return [section];
    const links = section.links.filter((link) => link.label.toLowerCase().includes(needle));
    return links.length > 0 ? [{ ...section, links }] : [];
  });
}
