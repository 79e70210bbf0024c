import { bookingSchema, toPublicBooking } from '@inzira/contract/forms/booking.schema.ts';
import { serveSubmission } from '../_shared/submission.ts';

Deno.serve(serveSubmission({ form: 'booking', schema: bookingSchema, toFields: toPublicBooking }));
