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
  registerParticipant,
  updateParticipant,
  useParticipantActions,
  useRegisterParticipant,
  type ParticipantRegistration,
} from './participant-mutations';
export {
  PARTICIPANT_FIELD_LABELS,
  participantSchema,
  toParticipantRegistration,
  type ParticipantFormValues,
} from './participant.schema';
