export { LegalDocument } from './legal-document';
export { legalPaths, useLegalTexts, type LegalKind, type LegalPage } from './legal-pages';
