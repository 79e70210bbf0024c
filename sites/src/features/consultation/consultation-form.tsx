import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '@inzira/shared-ui/states';
import { Suspense, useId } from 'react';
import { useHydrated } from '../../common/use-hydrated';
import { m } from '../../paraglide/messages.js';

// Formik, yup and the date helpers are fetched with the form, not with the page.
const ConsultationFormBody = lazyNamed(
  () => import('./consultation-form-body'),
  'ConsultationFormBody',
);

function FormSkeleton() {
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Box component="span" sx={visuallyHiddenSx}>
        {m.form_loading()}
      </Box>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
}

/** The /contact page's "Send Us a Message" section: schedule a consultation. */
export function ConsultationForm() {
  const headingId = useId();
  const hydrated = useHydrated();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {m.consultation_heading()}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {m.consultation_intro()}
      </Typography>
      {hydrated ? (
        <Suspense fallback={<FormSkeleton />}>
          <ConsultationFormBody />
        </Suspense>
      ) : (
        <FormSkeleton />
      )}
    </Paper>
  );
}
