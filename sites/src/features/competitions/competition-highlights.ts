import { brand } from '@inzira/shared-ui/brand';
import type { Highlight } from '../../common/highlight-cards';
import { m } from '../../paraglide/messages.js';

/** The competitions page's three highlights, in the page's language (read at render). */
export const competitionHighlights = (): Highlight[] => [
  { title: m.competition_highlight_skills_title(), text: m.competition_highlight_skills_text() },
  { title: m.competition_highlight_prizes_title(), text: m.competition_highlight_prizes_text() },
  {
    title: m.competition_highlight_network_title(),
    text: m.competition_highlight_network_text({ brand: brand.name }),
  },
];
