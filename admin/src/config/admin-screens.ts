import type { AdminResource } from '@inzira/shared-data/admin-list';
import type { Inbox } from '@inzira/shared-data/leads';
import type { TeamRole } from '@inzira/contract/team.ts';
import { roleMayOpen, type RoleArea } from '@inzira/shared-data/team';
import type { FormikValues } from 'formik';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';
import type { EntityConfig } from '../common/admin-list/entity-config';
import { listPage, type PageLoader } from '../common/admin-list/list-page';

/**
 * Every screen of the back-office, declared once: its URL, sidebar label and icon, and whether
 * it is an inbox of visitors' leads (unread count, "new" rows), a content list or a page.
 * The router and the sidebar are derived from this list; a list's page is its config (columns,
 * form, view, texts: `features/<name>/<name>-config.tsx`), loaded on demand; the pages of the
 * other screens are bound to their ids in `src/app/screen-pages.tsx`.
 * Order: inbound requests first, then content (docs/product-decisions.md, decision 13).
 */
export type AdminScreen = { label: string; path: string; icon: typeof SvgIcon } & (
  | { kind: 'inbox'; resource: Inbox; page: PageLoader }
  | { kind: 'content'; resource: AdminResource; page: PageLoader }
  | { kind: 'page'; area?: RoleArea }
);

/**
 * Which roles may open a screen (docs/team-and-roles.md): inboxes are the leads', lists are
 * content, a page says so (none: every member, e.g. Settings).
 */
export function screenArea(screen: AdminScreen): RoleArea | undefined {
  if (screen.kind === 'inbox') return 'leads';
  if (screen.kind === 'content') return 'content';
  return screen.area;
}

/** A list's resource and page; the config loaded must be the resource's own. */
const list = <R extends AdminResource, Values extends FormikValues, Clean>(
  resource: R,
  load: () => Promise<EntityConfig<NoInfer<R>, Values, Clean>>,
) => ({ resource, page: listPage(load) });

export const ADMIN_SCREENS = {
  dashboard: {
    kind: 'page',
    area: 'leads',
    label: 'Dashboard',
    path: 'dashboard',
    icon: DashboardIcon,
  },
  bookings: {
    kind: 'inbox',
    ...list('bookings', () =>
      import('../features/bookings/bookings-config').then((m) => m.bookingsConfig),
    ),
    label: 'Bookings',
    path: 'bookings',
    icon: EventAvailableIcon,
  },
  consultations: {
    kind: 'inbox',
    ...list('consultations', () =>
      import('../features/consultations/consultations-config').then((m) => m.consultationsConfig),
    ),
    label: 'Consultations',
    path: 'consultations',
    icon: VideoCallIcon,
  },
  agenda: { kind: 'page', label: 'Agenda', path: 'agenda', icon: CalendarMonthIcon },
  partnerApplications: {
    kind: 'inbox',
    ...list('partner_applications', () =>
      import('../features/partner-applications/partner-applications-config').then(
        (m) => m.partnerApplicationsConfig,
      ),
    ),
    label: 'Partner applications',
    path: 'partner-applications',
    icon: HandshakeIcon,
  },
  enrollments: {
    kind: 'inbox',
    ...list('enrollments', () =>
      import('../features/enrollments/enrollments-config').then((m) => m.enrollmentsConfig),
    ),
    label: 'Enrollments',
    path: 'enrollments',
    icon: SchoolIcon,
  },
  professionals: {
    kind: 'content',
    ...list('professionals', () =>
      import('../features/professionals/professionals-config').then((m) => m.professionalsConfig),
    ),
    label: 'Professionals',
    path: 'professionals',
    icon: BadgeIcon,
  },
  services: {
    kind: 'content',
    ...list('services', () =>
      import('../features/services/services-config').then((m) => m.servicesConfig),
    ),
    label: 'Services',
    path: 'services',
    icon: WorkIcon,
  },
  projects: {
    kind: 'content',
    ...list('projects', () =>
      import('../features/projects/projects-config').then((m) => m.projectsConfig),
    ),
    label: 'Projects',
    path: 'projects',
    icon: AssignmentIndIcon,
  },
  testimonials: {
    kind: 'content',
    ...list('testimonials', () =>
      import('../features/testimonials/testimonials-config').then((m) => m.testimonialsConfig),
    ),
    label: 'Testimonials',
    path: 'testimonials',
    icon: RateReviewIcon,
  },
  blogs: {
    kind: 'content',
    ...list('blogs', () => import('../features/blogs/blogs-config').then((m) => m.blogsConfig)),
    label: 'Blogs',
    path: 'blogs',
    icon: ArticleIcon,
  },
  courses: {
    kind: 'content',
    ...list('courses', () =>
      import('../features/courses/courses-config').then((m) => m.coursesConfig),
    ),
    label: 'Courses',
    path: 'courses',
    icon: MenuBookIcon,
  },
  events: {
    kind: 'content',
    ...list('events', () => import('../features/events/events-config').then((m) => m.eventsConfig)),
    label: 'Events',
    path: 'events',
    icon: EventIcon,
  },
  participants: {
    kind: 'inbox',
    ...list('participants', () =>
      import('../features/participants/participants-config').then((m) => m.participantsConfig),
    ),
    label: 'Participants',
    path: 'participants',
    icon: HowToRegIcon,
  },
  auditLog: {
    kind: 'page',
    area: 'owner',
    label: 'Audit log',
    path: 'audit-log',
    icon: HistoryIcon,
  },
  settings: { kind: 'page', label: 'Settings', path: 'settings', icon: SettingsIcon },
} as const satisfies Record<string, AdminScreen>;

export type ScreenId = keyof typeof ADMIN_SCREENS;

export const SCREEN_IDS = Object.keys(ADMIN_SCREENS).filter(
  (id): id is ScreenId => id in ADMIN_SCREENS,
);

/** The URL of a screen, e.g. screenUrl('bookings') is "/admin/bookings". */
export const screenUrl = (id: ScreenId): string => `/admin/${ADMIN_SCREENS[id].path}`;

/** The list screen of an admin resource (the dashboard links there). */
export function resourceUrl(resource: AdminResource): string {
  const id = SCREEN_IDS.find((screen) => {
    const definition: AdminScreen = ADMIN_SCREENS[screen];
    return definition.kind !== 'page' && definition.resource === resource;
  });
  return id ? screenUrl(id) : screenUrl('dashboard');
}

/** The first screen a role may open: where a member lands when the dashboard is not theirs. */
export function firstScreenFor(role: TeamRole | null): string | undefined {
  const id = SCREEN_IDS.find((screen) => {
    const area = screenArea(ADMIN_SCREENS[screen]);
    return area !== undefined && roleMayOpen(role, area);
  });
  return id ? screenUrl(id) : undefined;
}
