import type { AdminRows } from '@inzira/shared-data/admin-list';
import { useEventOptions } from '@inzira/shared-data/events';
import {
  participantSchema,
  toParticipantRegistration,
  useParticipantActions,
} from '@inzira/shared-data/participants';
import * as yup from 'yup';
import * as column from '../../common/admin-list/columns';
import {
  contactDetails,
  createdDetail,
  named,
  rowActions,
} from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formatDateTime } from '../../common/admin-list/format';

/** The public registration's fields plus the event, which the admin picks. */
export const adminParticipantSchema = participantSchema.shape({
  event_id: yup.string().required('Please choose an event'),
});
type Participant = AdminRows['participants'];
type ParticipantValues = yup.InferType<typeof adminParticipantSchema>;

export const participantsConfig: EntityConfig<
  'participants',
  ParticipantValues,
  ParticipantValues
> = {
  ...named('participants', 'Participants', 'Participant'),
  columns: [
    ...column.person('name'),
    column.fixed('phone_number', 'Phone number', 150),
    column.derived('event', 'Event', (row) => row.event?.title ?? '', 160),
    column.dateTime('created_at', 'Registered', (row) => row.created_at),
  ],
  form: {
    useSchema: () => adminParticipantSchema,
    empty: { event_id: '', name: '', email: '', phone: '' },
    toValues: (row) => ({
      event_id: row.event_id,
      name: row.name,
      email: row.email,
      phone: row.phone_number ?? '',
    }),
    Fields: field.list(
      field.lookup('event_id', 'Event', useEventOptions, {
        required: true,
        placeholder: 'Choose an event',
        loading: 'Loading events...',
      }),
      field.text('name', 'Name', { required: true }),
      field.text('email', 'Email', { type: 'email', required: true }),
      field.text('phone', 'Phone', { type: 'tel', required: true }),
    ),
  },
  useActions: rowActions(useParticipantActions, (values) =>
    toParticipantRegistration(values.event_id, values),
  ),
  describe: (row) => row.name,
  details: [
    { label: 'Event', value: (row) => row.event?.title },
    ...contactDetails<Participant>(
      (row) => row.email,
      (row) => row.phone_number,
    ),
    createdDetail('Registered'),
  ],
  lead: {
    inbox: 'participants',
    email: (row) => row.email,
    phone: (row) => row.phone_number,
    replySubject: 'Your registration with Inzira',
  },
  card: {
    title: (row) => row.name,
    detail: (row) => row.event?.title ?? '',
    date: (row) => formatDateTime(row.created_at),
  },
};
