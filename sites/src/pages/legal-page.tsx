import { LegalDocument, legalRoutes, type LegalKind } from '../features/legal';
import { SitePageHead } from '../common/site-page-head';

export function LegalRoutePage({ kind }: { kind: LegalKind }) {
  const { path, page, description } = legalRoutes[kind];
  return (
    <>
      <SitePageHead title={page.title} path={path} description={description} />
      <LegalDocument page={page} />
    </>
  );
}
