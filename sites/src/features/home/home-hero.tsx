import { Hero } from '@inzira/shared-ui/hero';
import { scrollToSection } from './scroll-to-section';
import { homeSectionIds } from './home-sections';
import { m } from '../../paraglide/messages.js';

export function HomeHero() {
  return (
    <Hero
      title={m.hero_title()}
      subtitle={m.hero_subtitle()}
      actions={[
        { label: m.hero_learn_more(), onClick: () => scrollToSection(homeSectionIds.howWeWork) },
        {
          label: m.hero_view_services(),
          variant: 'secondary',
          onClick: () => scrollToSection(homeSectionIds.services),
        },
      ]}
    />
  );
}
