import { lazyNamed } from '@inzira/shared-ui/lazy';
import type { ButtonProps } from '@mui/material/Button';
import { DialogButton } from '../../common/dialog-button';
import type { EnrollmentCourseInput } from './enrollment-course';
import { m } from '../../paraglide/messages.js';

// The dialog, Formik, yup and (with a key) Stripe load on the first click only.
const EnrollmentDialog = lazyNamed(() => import('./enrollment-dialog'), 'EnrollmentDialog');

export interface EnrollButtonProps extends Omit<ButtonProps, 'onClick'> {
  course: EnrollmentCourseInput;
}

/** A training course's "Enroll Now": the three-step enrollment dialog for that course. */
export function EnrollButton({ course, children, ...props }: EnrollButtonProps) {
  return (
    <DialogButton
      {...props}
      form="enrollment"
      renderDialog={(state) => <EnrollmentDialog course={course} {...state} />}
    >
      {children ?? m.enroll_now()}
    </DialogButton>
  );
}
