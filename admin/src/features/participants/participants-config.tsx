import type { AdminRows } from '@inzira/shared-data/admin-list';
import { useEventOptions } from '@inzira/shared-data/events';
import {
  participantSchema,
  toParticipantRegistration,
  useParticipantActions,
} from '@inzira/shared-data/participants';
import { SelectInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as yup from 'yup';
import * as column from '../../common/admin-list/columns';
import {
  contactDetails,
  createdDetail,
  named,
  rowActions,
} from '../../common/admin-list/config-parts';
import type { EntityConfig } from '../../common/admin-list/entity-config';
import { formatDateTime } from '../../common/admin-list/format';

/** The public registration's fields plus the event, which the admin picks. */
export const adminParticipantSchema = participantSchema.shape({
  event_id: yup.string().required('Please choose an event'),
});
type Participant = AdminRows['participants'];
type ParticipantValues = yup.InferType<typeof adminParticipantSchema>;

function ParticipantFields() {
  const events = useEventOptions();
  const options = (events.data ?? []).map((event) => ({ value: event.id, label: event.title }));
  return (
    <>
      <SelectInput
        name="event_id"
        label="Event"
        required
        options={options}
        placeholder={events.isLoading ? 'Loading events...' : 'Choose an event'}
        helperText={events.error?.message ?? ' '}
      />
      <TextInput name="name" label="Name" required helperText=" " />
      <TextInput name="email" label="Email" type="email" required helperText=" " />
      <TextInput name="phone" label="Phone" type="tel" required helperText=" " />
    </>
  );
}

export const participantsConfig: EntityConfig<
  'participants',
  ParticipantValues,
  ParticipantValues
> = {
  ...named('participants', 'Participants', 'Participant'),
  columns: [
    ...column.person('name'),
    { field: 'phone_number', headerName: 'Phone number', width: 150 },
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
    Fields: ParticipantFields,
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
