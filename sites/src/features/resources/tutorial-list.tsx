import { TutorialCard } from '@inzira/shared-ui/tutorial-card';
import Grid from '@mui/material/Grid';
import { useNavigate } from 'react-router-dom';
import { readingMinutes, tutorialContents, tutorialPath } from './content/tutorials';

/**
 * Each tutorial leads to its lessons; only a tutorial with a video of its own has Play, which
 * opens its page at the player.
 */
export function TutorialList() {
  const navigate = useNavigate();
  return (
    <Grid container spacing={3}>
      {tutorialContents.map((tutorial) => (
        <Grid key={tutorial.slug} size={{ xs: 12, md: 4 }}>
          <TutorialCard
            tutorial={{
              title: tutorial.title,
              description: tutorial.description,
              duration: `${readingMinutes(tutorial)} min read`,
              lessons: tutorial.lessons.length,
            }}
            to={tutorialPath(tutorial.slug)}
            onPlay={
              tutorial.videoUrl
                ? () => void navigate(`${tutorialPath(tutorial.slug)}#video`)
                : undefined
            }
          />
        </Grid>
      ))}
    </Grid>
  );
}
