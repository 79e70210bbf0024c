import type * as yup from 'yup';
import type { TablesInsert } from '../database.types.ts';
import { contactSchema } from './contact.schema.ts';

/** The columns a visitor's submission fills (stored by the Edge Function). */
export type ParticipantRegistration = Pick<
  TablesInsert<'participants'>,
  'event_id' | 'name' | 'email' | 'phone_number'
>;

/** The competitions page's registration form. */
export const participantSchema = contactSchema;

export type ParticipantFormValues = yup.InferType<typeof participantSchema>;

/** Prefixes of the form service's field errors. */
export const PARTICIPANT_FIELD_LABELS = { name: 'Name', email: 'Email', phone: 'Phone' } as const;

export function toParticipantRegistration(
  eventId: string,
  values: ParticipantFormValues,
): ParticipantRegistration {
  return { event_id: eventId, name: values.name, email: values.email, phone_number: values.phone };
}
