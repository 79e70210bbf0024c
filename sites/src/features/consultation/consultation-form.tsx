import { lazyNamed } from '@inzira/shared-ui/lazy';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHiddenSx } from '@inzira/shared-ui/states';
import { useId, useState } from 'react';
import { HydrateApart } from '../../app/hydrate-apart';
import { m } from '../../paraglide/messages.js';

// Formik, yup and the date helpers are fetched with the form, not with the page.
const ConsultationFormBody = lazyNamed(
  () => import('./consultation-form-body'),
  'ConsultationFormBody',
);

/** What a visitor who came from another page sees while the form's code arrives. */
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
 * Marks the section, so the app can tell it is hydrating the prerendered form, and the
 * prerenderer that the page's code includes the form's.
 */
export const consultationFormAttribute = 'data-consultation-form';

/**
 * When the prerendered form was first on screen (the page's first paint, ms since the epoch), if
 * this page is hydrating it: the form's fill time counts from then. Undefined when the form is
 * rendered in the browser (reached from another page): it counts from its mount.
 */
function prerenderedFormShownAt(): number | undefined {
  if (
    typeof document === 'undefined' ||
    !document.querySelector(`[${consultationFormAttribute}]`)
  ) {
    return undefined;
  }
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return paint && Math.round(performance.timeOrigin + paint.startTime);
}

/**
 * The /contact page's "Send Us a Message" section: schedule a consultation.
 *
 * The prerendered page holds the whole form, its fields' styles with the page's own, so a
 * visitor sees and can type into it at first paint. React hydrates it apart once its code has
 * arrived, in sliced tasks, and creates no element and inserts no style rule then
 * (docs/performance.md, "Less work before interaction"). Typing and presses before that are
 * held by the early-input script and handed to the form once it is live (HydrateApart).
 */
export function ConsultationForm() {
  const headingId = useId();
  // Read once, as the page hydrates or renders.
  const [openedAt] = useState(prerenderedFormShownAt);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      {...{ [consultationFormAttribute]: '' }}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
        {m.consultation_heading()}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {m.consultation_intro()}
      </Typography>
      <HydrateApart fallback={<FormSkeleton />}>
        <ConsultationFormBody openedAt={openedAt} />
      </HydrateApart>
    </Paper>
  );
}
