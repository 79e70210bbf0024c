import {
  consultationSchema,
  toPublicConsultation,
} from '@inzira/contract/forms/consultation.schema.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(
  serveSubmission({
    form: 'consultation',
    schema: consultationSchema,
    toFields: toPublicConsultation,
  }),
);
