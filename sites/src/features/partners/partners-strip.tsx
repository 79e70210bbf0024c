import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';

// The marquee is below the fold; its placeholder keeps the row's height.
const PartnerLogos = lazyNamed(() => import('@inzira/shared-ui/carousel'), 'PartnerLogos');

export function PartnersStrip({ title = 'Trusted by Our Partners' }: { title?: string }) {
  return (
    <Container component="section" sx={{ py: { xs: 6, md: 8 } }}>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        {title}
      </Typography>
      <Suspense fallback={<Box sx={{ height: 108 }} />}>
        <PartnerLogos />
      </Suspense>
    </Container>
  );
}
