import type { Locale } from '@inzira/contract/locales.ts';
import { m } from '../../../paraglide/messages.js';

/**
 * The four steps of the "How Inzira works" guide, which the home page shows too: one text for
 * both, in the catalogues (the home page then loads no article). Without `locale`, the page's.
 */
export const howWeWorkSteps = (locale?: Locale): string[] => [
  m.how_we_work_step_tell({}, { locale }),
  m.how_we_work_step_scope({}, { locale }),
  m.how_we_work_step_proposal({}, { locale }),
  m.how_we_work_step_delivery({}, { locale }),
];

/** The steps as a list paragraph of an article ("- " lines). */
export const howWeWorkList = (locale: Locale): string =>
  howWeWorkSteps(locale)
    .map((step) => `- ${step}`)
    .join('\n');
