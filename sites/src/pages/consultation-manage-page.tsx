import { useSearchParams } from 'react-router-dom';
import { PageBody, SitePage } from '../common/site-page';
import { ManageAppointment } from '../features/consultation';

/** `/consultation/manage?token=…`: rendered in the browser only, never indexed. */
export function ConsultationManagePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SitePage
      head={{
        title: 'Your consultation',
        path: '/consultation/manage',
        description: 'See, reschedule or cancel your consultation.',
        noIndex: true,
      }}
      hero={{ subtitle: 'Reschedule or cancel' }}
    >
      <PageBody>
        <ManageAppointment key={token} token={token} />
      </PageBody>
    </SitePage>
  );
}
