import { Hero } from '@inzira/shared-ui/hero';
import { scrollToSection } from './scroll-to-section';
import { homeSectionIds } from './home-sections';

export function HomeHero() {
  return (
    <Hero
      title="Connect with Elite Professionals"
      subtitle="Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts"
      actions={[
        { label: 'Learn More', onClick: () => scrollToSection(homeSectionIds.howWeWork) },
        {
          label: 'View Services',
          variant: 'secondary',
          onClick: () => scrollToSection(homeSectionIds.services),
        },
      ]}
    />
  );
}
