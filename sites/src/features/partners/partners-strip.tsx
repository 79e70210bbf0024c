import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { carouselTexts } from '../../i18n/ui-texts/carousel-texts';
import { m } from '../../paraglide/messages.js';

// The marquee is below the fold; its placeholder keeps the row's height.
const PartnerLogos = lazyNamed(() => import('@inzira/shared-ui/carousel'), 'PartnerLogos');

/** The partners' logos under a heading; the home page's own unless a page names another. */
export function PartnersStrip({ title }: { title?: string }) {
  return (
    <Container component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {title ?? m.partners_strip_title()}
      </Typography>
      <Suspense fallback={<Box sx={{ height: 108 }} />}>
        <PartnerLogos label={m.partners_logos_label()} texts={carouselTexts()} />
      </Suspense>
    </Container>
  );
}
