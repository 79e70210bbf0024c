import * as yup from 'yup';
import { enrollmentDetailsSchema } from '@inzira/contract/forms/enrollment.schema.ts';
import { serveSubmission } from '../_shared/submission.ts';

// The course is named by id only: its title, price and currency come from the catalogue table.
// With card payments on, the browser names the card Stripe.js tokenised for this payment: Stripe's
// signed events later find the enrollment by it (docs/payments.md). It never marks anything paid.
const schema = enrollmentDetailsSchema.shape({
  courseId: yup
    .string()
    .matches(/^[a-z0-9-]{1,80}$/, 'Please choose a course from the catalogue')
    .required('Please choose a course from the catalogue'),
  paymentMethod: yup
    .string()
    .matches(/^pm_[A-Za-z0-9_]{1,200}$/, 'The card could not be read. Please enter it again')
    .optional(),
});

Deno.serve(
  serveSubmission({
    form: 'enrollment',
    schema,
    toFields: (values) => ({
      course_id: values.courseId,
      full_name: values.name,
      email: values.email,
      phone: values.phone,
      payment_method: values.paymentMethod ?? null,
    }),
  }),
);
