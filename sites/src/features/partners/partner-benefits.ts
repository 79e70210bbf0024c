import { brand } from '@inzira/shared-ui/brand';
import type { Highlight } from '../../common/highlight-cards';
import { m } from '../../paraglide/messages.js';

/** The partners page's three benefits, in the page's language (read at render). */
export const partnerBenefits = (): Highlight[] => [
  {
    title: m.partner_benefit_reach_title(),
    text: m.partner_benefit_reach_text({ brand: brand.name }),
  },
  { title: m.partner_benefit_talent_title(), text: m.partner_benefit_talent_text() },
  { title: m.partner_benefit_grow_title(), text: m.partner_benefit_grow_text() },
];
