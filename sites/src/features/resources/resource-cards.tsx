import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactNode } from 'react';
import { docGuides, docTemplates } from './content/doc-articles';
import { tutorialContents } from './content/tutorials';

export interface ResourceCard {
  title: string;
  description: string;
  /** What the figure counts, singular and plural ("guide", "guides"). */
  unit: [string, string];
  /** The true count, from the site's own content or, for `live` cards, from the database. */
  count?: number;
  /** Counted by the database at run time (published posts, active courses). */
  live?: 'blog' | 'courses';
  to: string;
  icon: ReactNode;
}

/** "1 guide", "8 guides". */
export const countText = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** The five resource cards of /resources; every figure is counted, never estimated. */
export const resourceCards: ResourceCard[] = [
  {
    title: 'Documentation',
    description: 'Guides to working with our professionals and services.',
    unit: ['guide', 'guides'],
    count: docGuides.length,
    to: '/resources/docs',
    icon: <ArticleIcon />,
  },
  {
    title: 'Tutorials',
    description: 'Short step-by-step lessons on events, marketing and protocol.',
    unit: ['tutorial', 'tutorials'],
    count: tutorialContents.length,
    to: '/resources/tutorials',
    icon: <PlayCircleIcon />,
  },
  {
    title: 'Training',
    description: 'Instructor-led courses with certificates for you and your team.',
    unit: ['course', 'courses'],
    live: 'courses',
    to: '/resources/training',
    icon: <SchoolIcon />,
  },
  {
    title: 'Templates',
    description: 'A project brief, an event checklist and a campaign plan to copy.',
    unit: ['template', 'templates'],
    count: docTemplates.length,
    to: '/resources/docs#templates',
    icon: <DescriptionIcon />,
  },
  {
    title: 'Blog',
    description: 'Insights and stories from the field, written by our professionals.',
    unit: ['article', 'articles'],
    live: 'blog',
    to: '/resources/blog',
    icon: <RssFeedIcon />,
  },
];
