import { pageTitle } from '@inzira/shared-ui/brand';
import { NotFoundPage } from '@inzira/shared-ui/not-found';

export function NotFoundRoute() {
  return (
    <>
      <title>{pageTitle('Page not found')}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPage />
    </>
  );
}
