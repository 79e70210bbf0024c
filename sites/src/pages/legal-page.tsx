import { LegalDocument, legalPaths, useLegalTexts, type LegalKind } from '../features/legal';
import { SitePageHead } from '../common/site-page-head';

export type LegalRouteProps = { kind: LegalKind };

export function LegalRoutePage({ kind }: LegalRouteProps) {
  const page = useLegalTexts()[kind];
  return (
    <>
      <SitePageHead title={page.title} path={legalPaths[kind]} description={page.description} />
      <LegalDocument page={page} />
    </>
  );
}
