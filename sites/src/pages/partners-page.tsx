import { Hero } from '@inzira/shared-ui/hero';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ApplyNowButton } from '../features/partner-application';
import { partnerBenefits, PartnersStrip } from '../features/partners';
import { SitePageHead } from '../common/site-page-head';

export function PartnersPage() {
  return (
    <>
      <SitePageHead
        title="Partners"
        path="/partners"
        description="Become an Inzira partner: reach new clients and grow with Rwanda's professionals."
      />
      <Hero
        eyebrow="Become a Partner"
        title="Grow With Inzira"
        subtitle="Join the companies that bring their services to our clients across Rwanda and beyond."
      >
        <ApplyNowButton
          size="large"
          sx={{
            bgcolor: 'common.white',
            color: 'primary.dark',
            '&:hover': { bgcolor: 'grey.100' },
          }}
        />
      </Hero>
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Why Partner With Us
        </Typography>
        <Grid container spacing={3}>
          {partnerBenefits.map((benefit) => (
            <Grid key={benefit.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="h6">
                    {benefit.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {benefit.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
      <PartnersStrip title="Our Partners" />
    </>
  );
}
