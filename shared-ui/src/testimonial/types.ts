import type { OtherLanguage } from '../card-parts';

export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  role?: string | null;
  company?: string | null;
  videoUrl?: string | null;
  fullStory?: string | null;
  /** Set when the texts are shown in another language than the page's (no translation yet). */
  inOtherLanguage?: OtherLanguage;
}

/** "Role, Company", or whichever of the two exists. */
export const authorLine = ({ role, company }: Pick<Testimonial, 'role' | 'company'>): string =>
  [role, company].filter(Boolean).join(', ');
