import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { readingMinutes, ResourcePage, tutorialPath, useTutorial } from '../features/resources';
import { SiteVideo } from '../common/site-video';
import { NotFoundRoute } from './not-found-route';
import { m } from '../paraglide/messages.js';

export function TutorialPage() {
  const tutorial = useTutorial(useParams().slug);
  if (!tutorial) return <NotFoundRoute />;
  return (
    <ResourcePage
      section="tutorials"
      head={{
        title: tutorial.title,
        path: tutorialPath(tutorial.slug),
        description: tutorial.description,
      }}
      hero={{
        subtitle: m.tutorial_subtitle({
          description: tutorial.description,
          count: tutorial.lessons.length,
          minutes: readingMinutes(tutorial),
        }),
      }}
    >
      {tutorial.videoUrl && (
        <Box id="video" sx={{ mb: 5, scrollMarginTop: 80 }}>
          <SiteVideo url={tutorial.videoUrl} title={tutorial.title} />
        </Box>
      )}
      <Box component="ol" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {tutorial.lessons.map((lesson, index) => (
          <Box component="li" key={lesson.title} sx={{ mb: 4 }}>
            <Typography component="h2" variant="h5">
              {m.tutorial_lesson({ number: index + 1, title: lesson.title })}
            </Typography>
            <Typography sx={{ mt: 1, fontSize: '1.0625rem' }}>{lesson.text}</Typography>
          </Box>
        ))}
      </Box>
    </ResourcePage>
  );
}
