import type { ProjectWithTeam } from '@inzira/shared-data/projects';
import { defaultProjectImage } from '@inzira/shared-ui/project-card';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useBookingButton } from '../../common/booking-context';
import { ProfessionalCardList } from '../../common/professional-cards';
import { SiteVideo } from '../../common/site-video';
import { kigaliDate } from '../../i18n/formats';
import { m } from '../../paraglide/messages.js';

/** What the Book button pre-fills, naming the project the visitor came from. */
export const projectBookingMessage = (title: string) => m.project_booking_message({ title });

/** A project's own page: gallery (picture and video), facts, story, team and a Book button. */
export function ProjectPageView({ project }: { project: ProjectWithTeam }) {
  const bookingButton = useBookingButton();
  const image = project.image?.trim() || defaultProjectImage;
  return (
    <Container sx={{ py: { xs: 4, md: 8 } }}>
      <Link component={RouterLink} to="/projects" sx={{ display: 'inline-block', mb: 3 }}>
        {m.project_all()}
      </Link>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack component="section" aria-label={m.project_gallery()} spacing={3}>
            {/* The project's own film, with its picture as the poster, or the picture alone: never
                the same picture twice (docs/content-trust.md). */}
            {project.video_link?.trim() ? (
              <SiteVideo
                url={project.video_link}
                title={m.project_video({ title: project.title })}
                poster={image}
              />
            ) : (
              <Box
                component="img"
                src={image}
                alt={
                  project.image_alt ??
                  m.project_image_alt({ title: project.title, client: project.client_name })
                }
                width={800}
                height={500}
                fetchPriority="high"
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '16 / 10',
                  objectFit: 'cover',
                  borderRadius: 2,
                  display: 'block',
                }}
              />
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 2 } }}>
            <dt>{m.project_client()}</dt>
            <dd>{project.client_name}</dd>
            {/* Always a past date: the portfolio shows finished work (the database checks it). */}
            <dt>{m.project_completed()}</dt>
            <dd>{kigaliDate(project.completed_date)}</dd>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.0625rem' }}>
            {project.description}
          </Typography>
          {project.technologies_used.length > 0 && (
            <Stack
              component="ul"
              aria-label={m.project_skills()}
              direction="row"
              useFlexGap
              spacing={0.75}
              sx={{ flexWrap: 'wrap', mt: 3, p: 0, listStyle: 'none' }}
            >
              {project.technologies_used.map((tech) => (
                <li key={tech}>
                  <Chip label={tech} size="small" color="primary" variant="outlined" />
                </li>
              ))}
            </Stack>
          )}
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 4 }}
            {...bookingButton({ message: projectBookingMessage(project.title) })}
          >
            {m.project_book_like()}
          </Button>
        </Grid>
      </Grid>
      {project.team.length > 0 && (
        <Box component="section" aria-labelledby="project-team" sx={{ mt: { xs: 6, md: 10 } }}>
          <Typography id="project-team" variant="h2" sx={{ mb: 3 }}>
            {m.project_team()}
          </Typography>
          <ProfessionalCardList professionals={project.team} />
        </Box>
      )}
    </Container>
  );
}
