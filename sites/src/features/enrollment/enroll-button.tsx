import { lazyNamed } from '@inzira/shared-ui/lazy';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Suspense, useState } from 'react';
import type { EnrollmentCourseInput } from './enrollment-course';

// The dialog, Formik, yup and (with a key) Stripe load on the first click only.
const EnrollmentDialog = lazyNamed(() => import('./enrollment-dialog'), 'EnrollmentDialog');

export interface EnrollButtonProps extends Omit<ButtonProps, 'onClick'> {
  course: EnrollmentCourseInput;
}

/** A training course's "Enroll Now": the three-step enrollment dialog for that course. */
export function EnrollButton({
  course,
  children = 'Enroll Now',
  variant = 'contained',
  ...props
}: EnrollButtonProps) {
  const [session, setSession] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        variant={variant}
        aria-haspopup="dialog"
        onClick={() => {
          setSession((count) => count + 1);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {session > 0 && (
        <Suspense fallback={null}>
          <EnrollmentDialog
            key={session}
            course={course}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
