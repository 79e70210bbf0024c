import { bookingSchema, toPublicBooking } from '../_shared/schemas.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(serveSubmission({ form: 'booking', schema: bookingSchema, toFields: toPublicBooking }));
