import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupIcon from '@mui/icons-material/Group';
import QuizIcon from '@mui/icons-material/Quiz';

export interface Exam {
  title: string;
  /** "Advanced", "Intermediate", "Professional". */
  level: string;
  duration: string;
  questions: number;
  /** Display text, e.g. "2.5k+". */
  participants: string;
}

export function ExamCard({ exam, onStart }: { exam: Exam; onStart: () => void }) {
  const facts = [
    { icon: <AccessTimeIcon fontSize="small" aria-hidden />, text: exam.duration },
    { icon: <QuizIcon fontSize="small" aria-hidden />, text: `${exam.questions} questions` },
    { icon: <GroupIcon fontSize="small" aria-hidden />, text: `${exam.participants} participants` },
  ];
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Chip label={exam.level} size="small" color="secondary" />
        <Typography component="h3" variant="h6" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {exam.title}
        </Typography>
        <Stack
          component="ul"
          spacing={1}
          sx={{ mt: 2, p: 0, listStyle: 'none', color: 'text.secondary' }}
        >
          {facts.map((fact) => (
            <Stack
              component="li"
              key={fact.text}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              {fact.icon}
              <Typography variant="body2">{fact.text}</Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          variant="contained"
          fullWidth
          onClick={onStart}
          aria-label={`Start Exam: ${exam.title}`}
        >
          Start Exam
        </Button>
      </CardActions>
    </Card>
  );
}
