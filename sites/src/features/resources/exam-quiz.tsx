import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import type { ExamContent } from './content/exams';
import { m } from '../../paraglide/messages.js';

/**
 * The test: one radio group per question, marked when the visitor submits. Unanswered
 * questions count as wrong; the result names the score and explains each answer.
 */
export function ExamQuiz({ exam }: { exam: ExamContent }) {
  const [answers, setAnswers] = useState<(number | null)[]>(() => exam.questions.map(() => null));
  const [submitted, setSubmitted] = useState(false);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const score = exam.questions.filter(
    (question, index) => answers[index] === question.answer,
  ).length;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The score appears above the questions; move focus there so it is read out.
    requestAnimationFrame(() => resultRef.current?.focus());
  };
  const restart = () => {
    setAnswers(exam.questions.map(() => null));
    setSubmitted(false);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate>
      {submitted && (
        <Alert severity={score === exam.questions.length ? 'success' : 'info'} sx={{ mb: 4 }}>
          <Typography ref={resultRef} tabIndex={-1} component="h2" variant="h6">
            {m.exam_score({ score, total: exam.questions.length })}
          </Typography>
          <Typography>{m.exam_explained()}</Typography>
        </Alert>
      )}
      <Stack spacing={4} component="ol" sx={{ pl: 0, listStyle: 'none', m: 0 }}>
        {exam.questions.map((question, index) => {
          const chosen = answers[index] ?? null;
          const right = chosen === question.answer;
          return (
            <li key={question.question}>
              <FormControl component="fieldset" sx={{ width: '100%' }}>
                <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {index + 1}. {question.question}
                </FormLabel>
                <RadioGroup
                  value={chosen === null ? '' : String(chosen)}
                  onChange={(event) =>
                    setAnswers((current) =>
                      current.map((value, at) =>
                        at === index ? Number(event.target.value) : value,
                      ),
                    )
                  }
                >
                  {question.options.map((option, optionIndex) => (
                    <FormControlLabel
                      key={option}
                      value={String(optionIndex)}
                      control={<Radio />}
                      label={option}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {submitted && (
                <Typography
                  sx={{ mt: 1, color: right ? 'success.main' : 'error.main', fontWeight: 600 }}
                >
                  {right
                    ? m.exam_correct()
                    : m.exam_answer_is({ answer: question.options[question.answer] ?? '' })}
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {question.explanation}
                  </Box>
                </Typography>
              )}
            </li>
          );
        })}
      </Stack>
      <Box sx={{ mt: 4 }}>
        {submitted ? (
          <Button variant="outlined" onClick={restart}>
            {m.exam_again()}
          </Button>
        ) : (
          <Button type="submit" variant="contained" size="large">
            {m.exam_submit()}
          </Button>
        )}
      </Box>
    </Box>
  );
}
