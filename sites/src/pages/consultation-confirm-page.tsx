import { useSearchParams } from 'react-router-dom';
import { PageBody, SitePage } from '../common/site-page';
import { ConfirmFromLink } from '../features/consultation';
import { m } from '../paraglide/messages.js';

/** `/consultation/confirm?token=…`: rendered in the browser only, never indexed. */
export function ConsultationConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SitePage
      head={{
        title: m.page_consultation_confirm_title(),
        path: '/consultation/confirm',
        description: m.page_consultation_confirm_description(),
        noIndex: true,
      }}
      hero={{ subtitle: m.page_consultation_confirm_subtitle() }}
    >
      <PageBody>
        <ConfirmFromLink key={token} token={token} />
      </PageBody>
    </SitePage>
  );
}
