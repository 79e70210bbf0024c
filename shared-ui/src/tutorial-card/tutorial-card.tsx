import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ScheduleIcon from '@mui/icons-material/Schedule';

export interface Tutorial {
  title: string;
  description: string;
  /** "45 mins". */
  duration: string;
  lessons: number;
}

export function TutorialCard({ tutorial, onPlay }: { tutorial: Tutorial; onPlay: () => void }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {tutorial.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {tutorial.description}
            </Typography>
          </Stack>
          <IconButton
            onClick={onPlay}
            aria-label={`Play tutorial: ${tutorial.title}`}
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <PlayArrowIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={3} sx={{ mt: 2, color: 'text.secondary' }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{tutorial.duration}</Typography>
          </Stack>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <MenuBookIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{tutorial.lessons} lessons</Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
