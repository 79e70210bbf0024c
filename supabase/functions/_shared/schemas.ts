// The forms' own yup schemas and row mappers, imported from shared-data so the browser and the
// function validate with one source of truth (`supabase functions deploy` bundles these files
// with the function; their bare imports resolve through supabase/functions/deno.json).
export {
  bookingSchema,
  toPublicBooking,
} from '../../../shared-data/src/bookings/booking.schema.ts';
export {
  consultationSchema,
  toPublicConsultation,
} from '../../../shared-data/src/consultations/consultation.schema.ts';
export { enrollmentDetailsSchema } from '../../../shared-data/src/enrollments/enrollment.schema.ts';
export {
  participantSchema,
  toParticipantRegistration,
} from '../../../shared-data/src/participants/participant.schema.ts';
export {
  partnerApplicationSchema,
  toPublicPartnerApplication,
} from '../../../shared-data/src/partner-applications/partner-application.schema.ts';
