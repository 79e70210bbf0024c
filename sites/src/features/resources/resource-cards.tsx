import ArticleIcon from '@mui/icons-material/Article';
import DescriptionIcon from '@mui/icons-material/Description';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactNode } from 'react';
import { docGuides, docTemplates } from './content/doc-articles';
import { tutorialIndex } from './content/tutorials';
import { m } from '../../paraglide/messages.js';

export interface ResourceCard {
  title: string;
  description: string;
  /** The figure in words: "1 guide", "8 guides". */
  countText: (count: number) => string;
  /** The true count, from the site's own content or, for `live` cards, from the database. */
  count?: number;
  /** Counted by the database at run time (published posts, active courses). */
  live?: 'blog' | 'courses';
  to: string;
  icon: ReactNode;
}

/** The five resource cards of /resources, in the page's language; every figure is counted. */
export const resourceCards = (): ResourceCard[] => [
  {
    title: m.resources_card_docs_title(),
    description: m.resources_card_docs_text(),
    countText: (count) => m.resources_count_guides({ count }),
    count: docGuides.length,
    to: '/resources/docs',
    icon: <ArticleIcon />,
  },
  {
    title: m.resources_card_tutorials_title(),
    description: m.resources_card_tutorials_text(),
    countText: (count) => m.resources_count_tutorials({ count }),
    count: tutorialIndex.length,
    to: '/resources/tutorials',
    icon: <PlayCircleIcon />,
  },
  {
    title: m.resources_card_training_title(),
    description: m.resources_card_training_text(),
    countText: (count) => m.resources_count_courses({ count }),
    live: 'courses',
    to: '/resources/training',
    icon: <SchoolIcon />,
  },
  {
    title: m.resources_card_templates_title(),
    description: m.resources_card_templates_text(),
    countText: (count) => m.resources_count_templates({ count }),
    count: docTemplates.length,
    to: '/resources/docs#templates',
    icon: <DescriptionIcon />,
  },
  {
    title: m.resources_card_blog_title(),
    description: m.resources_card_blog_text(),
    countText: (count) => m.resources_count_articles({ count }),
    live: 'blog',
    to: '/resources/blog',
    icon: <RssFeedIcon />,
  },
];
