import { brand } from '@inzira/shared-ui/brand';
import { resourceUrl } from '../config/admin-screens';
import { AgendaView } from '../features/agenda';

export function AgendaPage() {
  return (
    <>
      <title>{`Agenda | ${brand.name} Admin`}</title>
      {/* The admin shell's top bar carries the page's h1 ("Agenda"). */}
      <AgendaView listUrl={resourceUrl('consultations')} />
    </>
  );
}
