export { brand, pageTitle, whatsappUrl } from './brand';
export type { Brand, LegalPage, LegalSection, Registration, SocialLink } from './brand';
export { LegalDocument } from './legal-document';
