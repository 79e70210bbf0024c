import { brand } from '@inzira/shared-ui/brand';
import Stack from '@mui/material/Stack';
import { resourceUrl, screenUrl } from '../config/admin-screens';
import { UpcomingAppointments } from '../features/agenda';
import { DashboardCharts, NeedsAction, RecentActivity, StatCards } from '../features/dashboard';

const urls = {
  professionals: resourceUrl('professionals'),
  bookings: resourceUrl('bookings'),
  testimonials: resourceUrl('testimonials'),
  services: resourceUrl('services'),
  projects: resourceUrl('projects'),
};

const inboxUrls = {
  bookings: resourceUrl('bookings'),
  consultations: resourceUrl('consultations'),
  partner_applications: resourceUrl('partner_applications'),
  enrollments: resourceUrl('enrollments'),
};

export function DashboardPage() {
  return (
    <Stack spacing={3}>
      <title>{`Dashboard | ${brand.name} Admin`}</title>
      {/* The admin shell's top bar carries the page's h1 ("Dashboard"). */}
      <StatCards urls={urls} />
      <NeedsAction urls={inboxUrls} />
      <DashboardCharts urls={inboxUrls} />
      <UpcomingAppointments
        agendaUrl={screenUrl('agenda')}
        listUrl={resourceUrl('consultations')}
      />
      <RecentActivity />
    </Stack>
  );
}
