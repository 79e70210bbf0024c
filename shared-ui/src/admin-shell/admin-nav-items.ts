import type SvgIcon from '@mui/material/SvgIcon';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import ArticleIcon from '@mui/icons-material/Article';
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

export interface AdminNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
}

// Every admin screen is listed (docs/product-decisions.md, decision 13), in the order an
// administrator works through them: inbound requests first, then content.
export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: DashboardIcon },
  { label: 'Bookings', to: '/admin/bookings', icon: EventAvailableIcon },
  { label: 'Consultations', to: '/admin/consultations', icon: VideoCallIcon },
  { label: 'Partner applications', to: '/admin/partner-applications', icon: HandshakeIcon },
  { label: 'Enrollments', to: '/admin/enrollments', icon: SchoolIcon },
  { label: 'Professionals', to: '/admin/professionals', icon: BadgeIcon },
  { label: 'Services', to: '/admin/services', icon: WorkIcon },
  { label: 'Projects', to: '/admin/projects', icon: AssignmentIndIcon },
  { label: 'Testimonials', to: '/admin/testimonials', icon: RateReviewIcon },
  { label: 'Blogs', to: '/admin/blogs', icon: ArticleIcon },
  { label: 'Events', to: '/admin/events', icon: EventIcon },
  { label: 'Participants', to: '/admin/participants', icon: HowToRegIcon },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
];
