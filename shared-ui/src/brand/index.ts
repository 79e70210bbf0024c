export { brand, pageTitle } from './brand';
export type { Brand, LegalPage, LegalSection, SocialLink } from './brand';
export { LegalDocument } from './legal-document';
