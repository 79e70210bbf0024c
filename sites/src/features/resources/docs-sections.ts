export interface DocLink {
  label: string;
  to: string;
}

export interface DocSection {
  id: string;
  title: string;
  links: DocLink[];
}

/** The five link lists of /resources/docs; every link leads to a page of this site. */
export const docSections: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    links: [
      { label: 'How Inzira works', to: '/' },
      { label: 'Choosing a service', to: '/services' },
      { label: 'Booking a professional', to: '/services#content' },
      { label: 'Scheduling a consultation', to: '/contact' },
    ],
  },
  {
    id: 'event-management',
    title: 'Event Management',
    links: [
      { label: 'Event protocol services', to: '/services#events' },
      { label: 'Event planning tutorial', to: '/resources/tutorials' },
      { label: 'Event Management Certification', to: '/resources/tests' },
      { label: 'Upcoming competitions and events', to: '/competitions' },
    ],
  },
  {
    id: 'marketing',
    title: 'Digital Marketing',
    links: [
      { label: 'Digital marketing services', to: '/services#marketing' },
      { label: 'Digital Marketing Mastery course', to: '/resources/training' },
      { label: 'Marketing articles', to: '/resources/blog' },
      { label: 'Client success stories', to: '/customer-stories' },
    ],
  },
  {
    id: 'templates',
    title: 'Templates',
    links: [
      { label: 'Project brief template', to: '/contact' },
      { label: 'Event checklist template', to: '/resources/blog' },
      { label: 'Campaign plan template', to: '/resources/training' },
    ],
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

/** The sections whose title or links match a search, with only the matching links (docs/product-decisions.md, decision 11). */
export function filterDocSections(sections: DocSection[], query: string): DocSection[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return sections;
  return sections.flatMap((section) => {
    if (section.title.toLowerCase().includes(needle)) return [section];
    const links = section.links.filter((link) => link.label.toLowerCase().includes(needle));
    return links.length > 0 ? [{ ...section, links }] : [];
  });
}
