import type { Course } from '@inzira/shared-ui/course-card';

export interface TrainingCourse extends Course {
  /** Price in US dollars (299, 399, 249); `price` is its display text. */
  priceUsd: number;
}

const usd = (amount: number) => `$${amount}`;

/**
 * The three courses of /resources/training; ids are stored with enrollments. No student counts
 * or ratings: the site has no figures to back them.
 */
export const courses: TrainingCourse[] = [
  {
    id: 'event-management-fundamentals',
    title: 'Event Management Fundamentals',
    description:
      'Plan and run conferences, launches and celebrations: budgets, suppliers, logistics and the day itself.',
    image: '/media/seed/blog-event-management.svg',
    level: 'Beginner',
    duration: '6 weeks',
    modules: 8,
    priceUsd: 299,
    price: usd(299),
    instructor: { name: 'Claudine Uwimana', title: 'Senior Event Manager' },
    topics: ['Event planning', 'Budgeting', 'Vendor management', 'Risk management'],
  },
  {
    id: 'digital-marketing-mastery',
    title: 'Digital Marketing Mastery',
    description:
      'Build campaigns across search, social and e-mail, then measure and improve them with analytics.',
    image: '/media/seed/blog-marketing.svg',
    level: 'Intermediate',
    duration: '8 weeks',
    modules: 12,
    priceUsd: 399,
    price: usd(399),
    instructor: { name: 'Eric Niyonzima', title: 'Digital Marketing Lead' },
    topics: ['SEO', 'Social media', 'Paid advertising', 'Analytics'],
  },
  {
    id: 'protocol-officer-essentials',
    title: 'Protocol Officer Essentials',
    description:
      'Precedence, seating, flags and VIP reception for state, corporate and diplomatic events.',
    image: '/media/seed/blog-protocol.svg',
    level: 'Advanced',
    duration: '4 weeks',
    modules: 6,
    priceUsd: 249,
    price: usd(249),
    instructor: { name: 'Diane Mukamana', title: 'Chief Protocol Officer' },
    topics: ['Diplomatic protocol', 'VIP reception', 'Seating plans', 'Ceremonies'],
  },
];
