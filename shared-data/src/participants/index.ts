export { participantKeys } from './keys';
export type { Participant, ParticipantWithEvent } from './participant-queries';
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
  participantSchema,
  toParticipantRegistration,
  type ParticipantFormValues,
} from './participant.schema';
