import { ExamCard } from '@inzira/shared-ui/exam-card';
import Grid from '@mui/material/Grid';
import { useBooking } from '../../shared/booking-context';
import { examMessage, exams } from './exams';

/** Start Exam opens the booking modal with the exam named (docs/product-decisions.md, decision 11). */
export function ExamList() {
  const { openBooking } = useBooking();
  return (
    <Grid container spacing={3}>
      {exams.map((exam) => (
        <Grid key={exam.title} size={{ xs: 12, md: 4 }}>
          <ExamCard
            exam={exam}
            onStart={() => openBooking({ service: exam.title, message: examMessage(exam.title) })}
          />
        </Grid>
      ))}
    </Grid>
  );
}
