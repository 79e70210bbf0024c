export { brand, pageTitle, whatsappUrl } from './brand';
export type {
  Brand,
  LegalPage,
  LegalSection,
  OfficeHours,
  Registration,
  SocialLink,
} from './brand';
export { LegalDocument } from './legal-document';
