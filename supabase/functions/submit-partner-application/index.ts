import { partnerApplicationSchema, toPublicPartnerApplication } from '../_shared/schemas.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(
  serveSubmission({
    form: 'partner_application',
    schema: partnerApplicationSchema,
    toFields: toPublicPartnerApplication,
  }),
);
