import { LegalDocument } from '../features/legal/legal-document';
import { legalRoutes, type LegalKind } from '../features/legal/legal-pages';
import { SitePageHead } from '../features/seo';

export function LegalRoutePage({ kind }: { kind: LegalKind }) {
  const { path, page, description } = legalRoutes[kind];
  return (
    <>
      <SitePageHead title={page.title} path={path} description={description} />
      <LegalDocument page={page} />
    </>
  );
}
