import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CampaignIcon from '@mui/icons-material/Campaign';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';
import { m } from '../../paraglide/messages.js';

export interface StaticService {
  /** Anchor on /services. */
  anchor: string;
  /** The name the booking form is pre-filled with (its English value, as stored). */
  bookAs: string;
  title: string;
  description: string;
  features: string[];
  icon: ReactNode;
}

/** The three static service cards, in the page's language (read at render). */
export const staticServices = (): StaticService[] => [
  {
    anchor: 'content',
    bookAs: 'Content Creation',
    title: m.static_content_title(),
    description: m.static_content_description(),
    features: [m.static_content_photo(), m.static_content_design(), m.static_content_video()],
    icon: <CameraAltIcon />,
  },
  {
    anchor: 'marketing',
    bookAs: 'Digital Marketing',
    title: m.static_marketing_title(),
    description: m.static_marketing_description(),
    features: [
      m.static_marketing_content(),
      m.static_marketing_social(),
      m.static_marketing_analytics(),
    ],
    icon: <TrendingUpIcon />,
  },
  {
    anchor: 'advertising',
    bookAs: 'Advertising Experts',
    title: m.static_advertising_title(),
    description: m.static_advertising_description(),
    features: [
      m.static_advertising_ppc(),
      m.static_advertising_display(),
      m.static_advertising_optimization(),
    ],
    icon: <CampaignIcon />,
  },
];
