import type { Tables } from '../database.types';

// The admin list (with the event's title) is the `participants` resource of admin-list.
export type Participant = Tables<'participants'>;
export type ParticipantWithEvent = Participant & { event: { title: string } | null };
