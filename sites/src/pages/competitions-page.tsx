import { Hero } from '@inzira/shared-ui/hero';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { UpcomingEvents } from '../features/competition-registration';
import { competitionHighlights } from '../features/competitions';
import { SitePageHead } from '../common/site-page-head';

export function CompetitionsPage() {
  return (
    <>
      <SitePageHead
        title="Competitions"
        path="/competitions"
        description="Challenges and events for creators, marketers and protocol officers; register for the next one."
      />
      <Hero
        title="Challenges & Events"
        subtitle="Compete, learn and get noticed by the businesses that hire through Inzira."
      />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Grid container spacing={3}>
          {competitionHighlights.map((item) => (
            <Grid key={item.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {item.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {item.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography variant="h2" sx={{ mt: 8, mb: 4, textAlign: 'center' }}>
          Upcoming Events
        </Typography>
        <UpcomingEvents />
      </Container>
    </>
  );
}
