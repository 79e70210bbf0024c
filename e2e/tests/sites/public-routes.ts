/** Every prerendered public route with its title and the heading a visitor sees first. */
export const publicRoutes = [
  {
    path: '/',
    title: 'Home | Inzira',
    heading: 'Connect with Elite Professionals',
    text: 'Our Services',
  },
  { path: '/services', title: 'Services | Inzira', heading: 'Our Services', text: 'What We Offer' },
  { path: '/projects', title: 'Projects | Inzira', heading: 'Our Projects', text: 'Book Yours' },
  { path: '/resources', title: 'Resources | Inzira', heading: 'Resources', text: '200+ articles' },
  {
    path: '/resources/docs',
    title: 'Documentation | Inzira',
    heading: 'Documentation',
    text: 'Getting Started',
  },
  {
    path: '/resources/tutorials',
    title: 'Tutorials | Inzira',
    heading: 'Tutorials',
    text: '45 mins',
  },
  {
    path: '/resources/tests',
    title: 'Tests | Inzira',
    heading: 'Certification Tests',
    text: 'Event Management Certification',
  },
  {
    path: '/resources/training',
    title: 'Training | Inzira',
    heading: 'Professional Training',
    text: '$399',
  },
  {
    path: '/resources/blog',
    title: 'Blog | Inzira',
    heading: 'Our Blog',
    text: 'Insights on event',
  },
  {
    path: '/customer-stories',
    title: 'Customer Stories | Inzira',
    heading: 'Customer Stories',
    text: 'Results Achieved',
  },
  {
    path: '/partners',
    title: 'Partners | Inzira',
    heading: 'Grow With Inzira',
    text: 'Become a Partner',
  },
  {
    path: '/competitions',
    title: 'Competitions | Inzira',
    heading: 'Challenges & Events',
    text: 'Upcoming Events',
  },
  {
    path: '/contact',
    title: 'Contact | Inzira',
    heading: 'Get In Touch',
    text: 'Send Us a Message',
  },
  {
    path: '/legal/terms',
    title: 'Terms of Service | Inzira',
    heading: 'Terms of Service',
    text: 'Using this site',
  },
  {
    path: '/legal/privacy',
    title: 'Privacy Policy | Inzira',
    heading: 'Privacy Policy',
    text: 'What we collect',
  },
  {
    path: '/legal/cookies',
    title: 'Cookie Policy | Inzira',
    heading: 'Cookie Policy',
    text: 'Essential storage only',
  },
] as const;
