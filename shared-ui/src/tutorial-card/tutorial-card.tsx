import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Link as RouterLink } from 'react-router-dom';
import { CardFact } from '../card-parts';
import { englishTutorialCardTexts, type TutorialCardTexts } from './tutorial-card-texts';

export interface Tutorial {
  title: string;
  description: string;
  /** "5 min read". */
  duration: string;
  lessons: number;
}

export interface TutorialCardProps {
  tutorial: Tutorial;
  /** The tutorial's own page (its lessons). */
  to: string;
  /** Only for a tutorial that has a video: plays it. Without one there is no Play button. */
  onPlay?: () => void;
  texts?: TutorialCardTexts;
}

export function TutorialCard({
  tutorial,
  to,
  onPlay,
  texts = englishTutorialCardTexts,
}: TutorialCardProps) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {tutorial.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {tutorial.description}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 2, color: 'text.secondary' }}>
          <CardFact icon={ScheduleIcon}>{tutorial.duration}</CardFact>
          <CardFact icon={MenuBookIcon}>{texts.lessons(tutorial.lessons)}</CardFact>
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {onPlay && (
          <Button
            variant="contained"
            startIcon={<PlayArrowIcon />}
            onClick={onPlay}
            aria-label={texts.playOf(tutorial.title)}
          >
            {texts.play}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={to}
          variant={onPlay ? 'outlined' : 'contained'}
          aria-label={texts.readOf(tutorial.title)}
        >
          {texts.read}
        </Button>
      </CardActions>
    </Card>
  );
}
