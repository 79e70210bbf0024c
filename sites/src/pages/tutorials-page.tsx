import { Hero } from '@inzira/shared-ui/hero';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { TutorialList } from '../features/resources';
import { SitePageHead } from '../common/site-page-head';

export function TutorialsPage() {
  return (
    <>
      <SitePageHead
        title="Tutorials"
        path="/resources/tutorials"
        description="Video tutorials on event planning, digital marketing strategy and protocol."
      />
      <Hero title="Tutorials" subtitle="Step-by-step lessons from our professionals." />
      <Container sx={{ py: { xs: 6, md: 10 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          All Tutorials
        </Typography>
        <TutorialList />
      </Container>
    </>
  );
}
