import { useSearchParams } from 'react-router-dom';
import { PageBody, SitePage } from '../common/site-page';
import { ManageAppointment } from '../features/consultation';
import { m } from '../paraglide/messages.js';

/** `/consultation/manage?token=…`: rendered in the browser only, never indexed. */
export function ConsultationManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SitePage
      head={{
        title: m.page_consultation_manage_title(),
        path: '/consultation/manage',
        description: m.page_consultation_manage_description(),
        noIndex: true,
      }}
      hero={{ subtitle: m.page_consultation_manage_subtitle() }}
    >
      <PageBody>
        <ManageAppointment key={token} token={token} />
      </PageBody>
    </SitePage>
  );
}
