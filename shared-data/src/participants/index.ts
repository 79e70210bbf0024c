export { participantKeys } from './keys';
export {
  getEventParticipants,
  useEventParticipants,
  type Participant,
  type ParticipantWithEvent,
} from './participant-queries';
export {
  createParticipant,
  deleteParticipant,
  updateParticipant,
  useParticipantActions,
} from './participant-mutations';
export {
  PARTICIPANT_FIELD_LABELS,
  participantSchema,
  toParticipantRegistration,
  type ParticipantFormValues,
  type ParticipantRegistration,
} from '@inzira/contract/forms/participant.schema.ts';
