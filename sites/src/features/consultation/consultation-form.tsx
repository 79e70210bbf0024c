import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '@inzira/shared-ui/states';
import { startTransition, Suspense, useEffect, useId, useState } from 'react';
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

/**
 * False in the prerendered page and until the form's code has arrived after hydration; then
 * true in a transition, so React renders the form in slices that leave room for a tap, instead
 * of one task (docs/performance.md, "Less work before interaction"). A failed load sets it too:
 * the lazy component then tries again and the page's error boundary reports a second failure.
 */
function useFormBodyLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const show = () => {
      if (mounted) startTransition(() => setLoaded(true));
    };
    ConsultationFormBody.preload().then(show, show);
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

/** The /contact page's "Send Us a Message" section: schedule a consultation. */
export function ConsultationForm() {
  const headingId = useId();
  const loaded = useFormBodyLoaded();
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
      {loaded ? (
        <Suspense fallback={<FormSkeleton />}>
          <ConsultationFormBody />
        </Suspense>
      ) : (
        <FormSkeleton />
      )}
    </Paper>
  );
}
