import { pageTitle } from '@inzira/shared-ui/brand';
import { NotFoundPage } from '@inzira/shared-ui/not-found';
import { notFoundTexts } from '../i18n/ui-texts/state-texts';
import { m } from '../paraglide/messages.js';

export function NotFoundRoute() {
  return (
    <>
      <title>{pageTitle(m.not_found_title())}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPage texts={notFoundTexts()} />
    </>
  );
}
