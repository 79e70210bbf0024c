import * as yup from 'yup';
import { enrollmentDetailsSchema } from '../_shared/schemas.ts';
import { serveSubmission } from '../_shared/submission.ts';

// The course is named by id only: its title, price and currency come from the catalogue table.
const schema = enrollmentDetailsSchema.shape({
  courseId: yup
    .string()
    .matches(/^[a-z0-9-]{1,80}$/, 'Please choose a course from the catalogue')
    .required('Please choose a course from the catalogue'),
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
    }),
  }),
);
