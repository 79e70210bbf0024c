import { ApplyNowButton } from '../features/partner-application';
import { partnerBenefits, PartnersStrip } from '../features/partners';
import { HighlightCards } from '../common/highlight-cards';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function PartnersPage() {
  return (
    <SitePage
      head={{
        title: 'Partners',
        path: '/partners',
        description:
          "Become an Inzira partner: reach new clients and grow with Rwanda's professionals.",
      }}
      hero={{
        eyebrow: 'Become a Partner',
        title: 'Grow With Inzira',
        subtitle:
          'Join the companies that bring their services to our clients across Rwanda and beyond.',
      }}
      inHero={
        <ApplyNowButton
          size="large"
          sx={{
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        />
      }
    >
      <PageBody>
        <SectionHeading mb={4}>{m.partners_why()}</SectionHeading>
        <HighlightCards items={partnerBenefits} titleAs="h3" />
      </PageBody>
      <PartnersStrip title={m.partners_ours()} />
    </SitePage>
  );
}
