export interface Testimonial {
  id: string;
  quote: string;
  author: string;
  role?: string | null;
  company?: string | null;
  videoUrl?: string | null;
  fullStory?: string | null;
}

/** "Role, Company", or whichever of the two exists. */
export const authorLine = ({ role, company }: Pick<Testimonial, 'role' | 'company'>): string =>
  [role, company].filter(Boolean).join(', ');
