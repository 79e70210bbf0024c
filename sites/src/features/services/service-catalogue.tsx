import CameraAltIcon from '@mui/icons-material/CameraAlt';
import CampaignIcon from '@mui/icons-material/Campaign';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ReactNode } from 'react';

export interface StaticService {
  /** Anchor on /services and the name the booking form is pre-filled with. */
  anchor: string;
  title: string;
  description: string;
  features: string[];
  icon: ReactNode;
}

/** The three static service cards. */
export const staticServices: StaticService[] = [
  {
    anchor: 'content',
    title: 'Content Creation',
    description:
      'Photography, design and video that tell your brand’s story to audiences in Rwanda and beyond.',
    features: ['Photography', 'Graphic Design', 'Video Production'],
    icon: <CameraAltIcon />,
  },
  {
    anchor: 'marketing',
    title: 'Digital Marketing',
    description:
      'Campaigns planned around your goals, measured every week and tuned for the channels your customers use.',
    features: ['Content Marketing', 'Social Media Strategy', 'Analytics & Reporting'],
    icon: <TrendingUpIcon />,
  },
  {
    anchor: 'advertising',
    title: 'Advertising Experts',
    description:
      'Paid search, display and social advertising managed by specialists who watch every franc of the budget.',
    features: ['PPC Campaigns', 'Display Advertising', 'Ad Optimization'],
    icon: <CampaignIcon />,
  },
];
