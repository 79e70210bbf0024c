import { AdminListScreen } from '../common/admin-list/admin-list-screen';
import { blogsConfig } from '../features/blogs';
import { bookingsConfig } from '../features/bookings';
import { consultationsConfig } from '../features/consultations';
import { enrollmentsConfig } from '../features/enrollments';
import { eventsConfig } from '../features/events';
import { participantsConfig } from '../features/participants';
import { partnerApplicationsConfig } from '../features/partner-applications';
import { professionalsConfig } from '../features/professionals';
import { projectsConfig } from '../features/projects';
import { servicesConfig } from '../features/services';
import { testimonialsConfig } from '../features/testimonials';

// One page per admin list; the generic screen does the work, the configs say what differs.
// The key restarts the screen's dialogs when the admin moves from one list to another.

export const ProfessionalsPage = () => (
  <AdminListScreen key="professionals" config={professionalsConfig} />
);
export const BookingsPage = () => <AdminListScreen key="bookings" config={bookingsConfig} />;
export const ServicesPage = () => <AdminListScreen key="services" config={servicesConfig} />;
export const ProjectsPage = () => <AdminListScreen key="projects" config={projectsConfig} />;
export const TestimonialsPage = () => (
  <AdminListScreen key="testimonials" config={testimonialsConfig} />
);
export const BlogsPage = () => <AdminListScreen key="blogs" config={blogsConfig} />;
export const EventsPage = () => <AdminListScreen key="events" config={eventsConfig} />;
export const ParticipantsPage = () => (
  <AdminListScreen key="participants" config={participantsConfig} />
);
export const ConsultationsPage = () => (
  <AdminListScreen key="consultations" config={consultationsConfig} />
);
export const PartnerApplicationsPage = () => (
  <AdminListScreen key="partner-applications" config={partnerApplicationsConfig} />
);
export const EnrollmentsPage = () => (
  <AdminListScreen key="enrollments" config={enrollmentsConfig} />
);
