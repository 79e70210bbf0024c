import { consultationSchema, toPublicConsultation } from '../_shared/schemas.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(
  serveSubmission({
    form: 'consultation',
    schema: consultationSchema,
    toFields: toPublicConsultation,
  }),
);
