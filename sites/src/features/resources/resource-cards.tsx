import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactNode } from 'react';

export interface ResourceCard {
  title: string;
  description: string;
  /** The card's figure, e.g. "200+ articles". */
  stat: string;
  to: string;
  icon: ReactNode;
}

/** The five resource cards of /resources; each links to its route (docs/product-decisions.md, decision 11). */
export const resourceCards: ResourceCard[] = [
  {
    title: 'Documentation',
    description: 'Guides and references for working with our professionals and services.',
    stat: '200+ articles',
    to: '/resources/docs',
    icon: <ArticleIcon />,
  },
  {
    title: 'Tutorials',
    description: 'Step-by-step video lessons on events, marketing and protocol.',
    stat: '150+ tutorials',
    to: '/resources/tutorials',
    icon: <PlayCircleIcon />,
  },
  {
    title: 'Training',
    description: 'Instructor-led courses with certificates for you and your team.',
    stat: '50+ courses',
    to: '/resources/training',
    icon: <SchoolIcon />,
  },
  {
    title: 'Templates',
    description: 'Ready-made checklists, briefs and plans for your next project.',
    stat: '100+ templates',
    to: '/resources/docs#templates',
    icon: <DescriptionIcon />,
  },
  {
    title: 'Blog',
    description: 'Insights and stories from the field, written by our professionals.',
    stat: '500+ blog articles',
    to: '/resources/blog',
    icon: <RssFeedIcon />,
  },
];
