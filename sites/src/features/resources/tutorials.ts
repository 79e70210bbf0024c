import type { Tutorial } from '@inzira/shared-ui/tutorial-card';

/** The three static tutorials of /resources/tutorials. */
export const tutorials: Tutorial[] = [
  {
    title: 'Event Planning Essentials',
    description: 'Plan venues, budgets, suppliers and run-of-show for events of any size.',
    duration: '45 mins',
    lessons: 12,
  },
  {
    title: 'Digital Marketing Strategy',
    description: 'Set goals, choose channels and measure campaigns that reach your customers.',
    duration: '60 mins',
    lessons: 15,
  },
  {
    title: 'Protocol and Etiquette Basics',
    description: 'Welcome VIP guests, plan seating by precedence and run ceremonies smoothly.',
    duration: '30 mins',
    lessons: 8,
  },
];

/** What the booking form says when a visitor asks for a tutorial (docs/product-decisions.md, decision 11). */
export const tutorialMessage = (title: string) => `I'd like to follow the ${title} tutorial.`;
