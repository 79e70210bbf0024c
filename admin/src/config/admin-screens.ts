import type { AdminResource } from '@inzira/shared-data/admin-list';
import type { Inbox } from '@inzira/shared-data/leads';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';

/**
 * Every screen of the back-office, declared once: its URL, sidebar label and icon, and whether
 * it is an inbox of visitors' leads (unread count, "new" rows), a content list or a page.
 * The router and the sidebar are derived from this list; each screen's page is bound to its id
 * in `src/app/screen-pages.tsx`, and each list's columns and form live in its feature.
 * Order: inbound requests first, then content (docs/product-decisions.md, decision 13).
 */
export type AdminScreen = { label: string; path: string; icon: typeof SvgIcon } & (
  | { kind: 'inbox'; resource: Inbox }
  | { kind: 'content'; resource: AdminResource }
  | { kind: 'page' }
);

export const ADMIN_SCREENS = {
  dashboard: { kind: 'page', label: 'Dashboard', path: 'dashboard', icon: DashboardIcon },
  bookings: {
    kind: 'inbox',
    resource: 'bookings',
    label: 'Bookings',
    path: 'bookings',
    icon: EventAvailableIcon,
  },
  consultations: {
    kind: 'inbox',
    resource: 'consultations',
    label: 'Consultations',
    path: 'consultations',
    icon: VideoCallIcon,
  },
  partnerApplications: {
    kind: 'inbox',
    resource: 'partner_applications',
    label: 'Partner applications',
    path: 'partner-applications',
    icon: HandshakeIcon,
  },
  enrollments: {
    kind: 'inbox',
    resource: 'enrollments',
    label: 'Enrollments',
    path: 'enrollments',
    icon: SchoolIcon,
  },
  professionals: {
    kind: 'content',
    resource: 'professionals',
    label: 'Professionals',
    path: 'professionals',
    icon: BadgeIcon,
  },
  services: {
    kind: 'content',
    resource: 'services',
    label: 'Services',
    path: 'services',
    icon: WorkIcon,
  },
  projects: {
    kind: 'content',
    resource: 'projects',
    label: 'Projects',
    path: 'projects',
    icon: AssignmentIndIcon,
  },
  testimonials: {
    kind: 'content',
    resource: 'testimonials',
    label: 'Testimonials',
    path: 'testimonials',
    icon: RateReviewIcon,
  },
  blogs: { kind: 'content', resource: 'blogs', label: 'Blogs', path: 'blogs', icon: ArticleIcon },
  events: { kind: 'content', resource: 'events', label: 'Events', path: 'events', icon: EventIcon },
  participants: {
    kind: 'inbox',
    resource: 'participants',
    label: 'Participants',
    path: 'participants',
    icon: HowToRegIcon,
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
