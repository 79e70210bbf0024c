export { LegalDocument } from './legal-document';
export { type LegalKind, legalRoutes } from './legal-pages';
