import * as yup from 'yup';
import {
  participantSchema,
  toParticipantRegistration,
} from '@inzira/contract/forms/participant.schema.ts';
import { serveSubmission } from '../_shared/submission.ts';

const schema = participantSchema.shape({
  eventId: yup.string().uuid('Please choose an event').required('Please choose an event'),
});

// Registering twice answers like the first time (the same reference), so nobody can find out
// whether an e-mail address is registered.
Deno.serve(
  serveSubmission({
    form: 'registration',
    schema,
    toFields: ({ eventId, ...values }) => toParticipantRegistration(eventId, values),
  }),
);
