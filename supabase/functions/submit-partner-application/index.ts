import {
  partnerApplicationSchema,
  toPublicPartnerApplication,
} from '@inzira/contract/forms/partner-application.schema.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(
  serveSubmission({
    form: 'partner_application',
    schema: partnerApplicationSchema,
    toFields: toPublicPartnerApplication,
  }),
);
