import { ApplyNowButton } from '../features/partner-application';
import { partnerBenefits, PartnersStrip } from '../features/partners';
import { HighlightCards } from '../common/highlight-cards';
import { PageBody, SectionHeading, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

export function PartnersPage() {
  return (
    <SitePage
      head={{
        title: m.page_partners_title(),
        path: '/partners',
        description: m.page_partners_description(),
      }}
      hero={{
        eyebrow: m.page_partners_eyebrow(),
        title: m.page_partners_title2(),
        subtitle: m.page_partners_subtitle(),
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
        <HighlightCards items={partnerBenefits()} titleAs="h3" />
      </PageBody>
      <PartnersStrip title={m.partners_ours()} />
    </SitePage>
  );
}
