import { brand, type LegalPage } from '@inzira/shared-ui/brand';

export type LegalKind = keyof typeof brand.legal;

export interface LegalRoute {
  path: string;
  page: LegalPage;
  description: string;
}

/** /legal/terms, /legal/privacy and /legal/cookies, with their texts from the brand config. */
export const legalRoutes: Record<LegalKind, LegalRoute> = {
  terms: {
    path: '/legal/terms',
    page: brand.legal.terms,
    description: `The terms for using the ${brand.name} website and booking its services.`,
  },
  privacy: {
    path: '/legal/privacy',
    page: brand.legal.privacy,
    description: `What ${brand.name} collects, why, who can see it and your rights.`,
  },
  cookies: {
    path: '/legal/cookies',
    page: brand.legal.cookies,
    description: `How the ${brand.name} website uses cookies and browser storage.`,
  },
};
