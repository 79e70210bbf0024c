import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

// The marquee is below the fold; its placeholder keeps the row's height.
const PartnerLogos = lazy(() =>
  import('@inzira/shared-ui/carousel').then((m) => ({ default: m.PartnerLogos })),
);

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
