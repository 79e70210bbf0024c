import { brand } from '@inzira/shared-ui/brand';
import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { m } from '../../paraglide/messages.js';

// A film plays only when the agency has one of its own (brand.showreel); no stand-in clip
// takes its place (docs/public-site.md, "Media").
const SiteVideo = lazyNamed(() => import('../../common/site-video'), 'SiteVideo');

export interface HowWeWorkSectionProps {
  id: string;
  /** The steps from the first message to delivery, in order. */
  steps: readonly string[];
  /** The full guide these steps come from. */
  guideHref: string;
}

/** How a project runs, step by step: where the home hero's Learn More leads. */
export function HowWeWorkSection({ id, steps, guideHref }: HowWeWorkSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Container
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 64 }}
    >
      <Typography id={headingId} variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
        {m.how_we_work_heading()}
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
        {m.how_we_work_intro()}
      </Typography>
      {brand.showreel && (
        <Box sx={{ maxWidth: 'md', mx: 'auto', mb: 4 }}>
          <Suspense
            fallback={<Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2 }} />}
          >
            <SiteVideo url={brand.showreel} title={m.how_we_work_video({ brand: brand.name })} />
          </Suspense>
        </Box>
      )}
      <Grid component="ol" container spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step, index) => (
          <Grid component="li" key={step} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%', borderRadius: 3 }}>
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  mb: 2,
                }}
              >
                {index + 1}
              </Box>
              <Typography>{step}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={guideHref} variant="outlined">
          {m.how_we_work_guide()}
        </Button>
      </Box>
    </Container>
  );
}
