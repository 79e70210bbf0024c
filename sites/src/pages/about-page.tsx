import { brand } from '@inzira/shared-ui/brand';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { RegistrationDetails } from '../features/about';
import { TeamGrid } from '../features/about';
import { ContactDetails } from '../features/contact';
import { PageBody, SitePage } from '../common/site-page';
import { m } from '../paraglide/messages.js';

// A function: the words are the page's language, known once the app has started.
const disciplines = () => [
  m.about_discipline_content(),
  m.about_discipline_marketing(),
  m.about_discipline_advertising(),
  m.about_discipline_protocol(),
  m.about_discipline_translation(),
  m.about_discipline_admin(),
];

export function AboutPage() {
  return (
    <SitePage
      head={{
        title: m.page_about_title(),
        path: '/about',
        description: m.about_description({ brand: brand.name }),
      }}
      hero={{ title: m.about_hero({ brand: brand.name }), subtitle: m.shell_tagline() }}
    >
      <PageBody>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="mission">
            <Typography id="mission" variant="h2" sx={{ mb: 2 }}>
              {m.about_mission()}
            </Typography>
            <Typography sx={{ fontSize: '1.125rem' }}>{brand.mission}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} component="section" aria-labelledby="what-we-do">
            <Typography id="what-we-do" variant="h4" component="h2" sx={{ mb: 2 }}>
              {m.about_what_we_do()}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
              {disciplines().map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </Box>
          </Grid>
        </Grid>
        <Box component="section" aria-labelledby="team" sx={{ mt: { xs: 8, md: 12 } }}>
          <Typography id="team" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
            {m.about_team()}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
            {m.about_team_intro()}
          </Typography>
          <TeamGrid />
        </Box>
        <Grid container spacing={4} sx={{ mt: { xs: 8, md: 12 } }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ContactDetails />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <RegistrationDetails />
          </Grid>
        </Grid>
      </PageBody>
    </SitePage>
  );
}
