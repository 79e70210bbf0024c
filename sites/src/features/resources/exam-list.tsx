import { ExamCard } from '@inzira/shared-ui/exam-card';
import Grid from '@mui/material/Grid';
import { examContents, examMinutes, examPath } from './content/exams';

/** Start Exam opens the test itself. */
export function ExamList() {
  return (
    <Grid container spacing={3}>
      {examContents.map((exam) => (
        <Grid key={exam.slug} size={{ xs: 12, md: 4 }}>
          <ExamCard
            exam={{
              title: exam.title,
              level: exam.level,
              duration: `About ${examMinutes(exam)} minutes`,
              questions: exam.questions.length,
            }}
            to={examPath(exam.slug)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
