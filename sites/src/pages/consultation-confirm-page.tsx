import { useSearchParams } from 'react-router-dom';
import { PageBody, SitePage } from '../common/site-page';
import { ConfirmFromLink } from '../features/consultation';

/** `/consultation/confirm?token=…`: rendered in the browser only, never indexed. */
export function ConsultationConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SitePage
      head={{
        title: 'Confirm your e-mail',
        path: '/consultation/confirm',
        description: 'Confirm the e-mail address of your consultation request.',
        noIndex: true,
      }}
      hero={{ subtitle: 'Your consultation request' }}
    >
      <PageBody>
        <ConfirmFromLink key={token} token={token} />
      </PageBody>
    </SitePage>
  );
}
