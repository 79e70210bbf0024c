import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import QuizIcon from '@mui/icons-material/Quiz';
import { Link as RouterLink } from 'react-router-dom';
import { englishExamCardTexts, type ExamCardTexts } from './exam-card-texts';

export interface Exam {
  title: string;
  /** "Advanced", "Intermediate", "Professional". */
  level: string;
  /** Suggested time, e.g. "About 10 minutes". */
  duration: string;
  questions: number;
}

export interface ExamCardProps {
  exam: Exam;
  /** The test itself: Start Exam goes there. */
  to: string;
  texts?: ExamCardTexts;
}

export function ExamCard({ exam, to, texts = englishExamCardTexts }: ExamCardProps) {
  const facts = [
    { icon: <AccessTimeIcon fontSize="small" aria-hidden />, text: exam.duration },
    {
      icon: <QuizIcon fontSize="small" aria-hidden />,
      text: texts.questions(exam.questions),
    },
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
          component={RouterLink}
          to={to}
          variant="contained"
          fullWidth
          aria-label={texts.startExamOf(exam.title)}
        >
          {texts.startExam}
        </Button>
      </CardActions>
    </Card>
  );
}
