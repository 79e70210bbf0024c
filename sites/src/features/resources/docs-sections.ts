import { docPath, docTemplates, type DocSlug, type DocTexts } from './content/doc-articles';
import { m } from '../../paraglide/messages.js';

export interface DocLink {
  label: string;
  to: string;
}

export interface DocSection {
  id: string;
  title: string;
  links: DocLink[];
}

/**
 * The five link lists of /resources/docs in the page's language; every link leads to the page
 * it names. The articles' titles come from `texts`, the language's articles.
 */
export function docSections(texts: DocTexts): DocSection[] {
  const doc = (slug: DocSlug): DocLink => ({ label: texts[slug].title, to: docPath(slug) });
  return [
    {
      id: 'getting-started',
      title: m.docs_section_getting_started(),
      links: [
        doc('how-inzira-works'),
        doc('choosing-a-service'),
        doc('booking-a-professional'),
        doc('scheduling-a-consultation'),
      ],
    },
    {
      id: 'event-management',
      title: m.docs_section_events(),
      links: [
        doc('planning-an-event-with-us'),
        doc('protocol-for-official-visits'),
        {
          label: m.docs_link_events_tutorial(),
          to: '/resources/tutorials/event-planning-essentials',
        },
        { label: m.docs_link_competitions(), to: '/competitions' },
      ],
    },
    {
      id: 'marketing',
      title: m.docs_section_marketing(),
      links: [
        doc('briefing-a-marketing-campaign'),
        doc('measuring-campaign-results'),
        { label: m.docs_link_marketing_course(), to: '/resources/training' },
        { label: m.docs_link_stories(), to: '/customer-stories' },
      ],
    },
    {
      id: 'templates',
      title: m.docs_section_templates(),
      links: docTemplates.map((article) => doc(article.slug)),
    },
    {
      id: 'policies',
      title: m.docs_section_policies(),
      links: [
        { label: m.docs_link_partner(), to: '/partners' },
        { label: m.nav_terms(), to: '/legal/terms' },
        { label: m.nav_privacy(), to: '/legal/privacy' },
        { label: m.nav_cookies(), to: '/legal/cookies' },
      ],
    },
  ];
}

/** The sections whose title or links match a search, with only the matching links. */
export function filterDocSections(sections: DocSection[], query: string): DocSection[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return sections;
  return sections.flatMap((section) => {
    if (section.title.toLocaleLowerCase().includes(needle)) return [section];
    const links = section.links.filter((link) => link.label.toLocaleLowerCase().includes(needle));
    return links.length > 0 ? [{ ...section, links }] : [];
  });
}
