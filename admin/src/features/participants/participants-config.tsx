import { useEventOptions } from '@inzira/shared-data/events';
import {
  participantSchema,
  toParticipantRegistration,
  useParticipantActions,
} from '@inzira/shared-data/participants';
import { SelectInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as yup from 'yup';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { DATE_TIME_COLUMN_WIDTH, formatDateTime } from '../../common/admin-list/format';

/** The public registration's fields plus the event, which the admin picks. */
export const adminParticipantSchema = participantSchema.shape({
  event_id: yup.string().required('Please choose an event'),
});
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
        helperText={events.error instanceof Error ? events.error.message : ' '}
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
  resource: 'participants',
  title: 'Participants',
  entityName: 'Participant',
  texts: entityTexts('Participant'),
  columns: [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    { field: 'phone_number', headerName: 'Phone number', width: 150 },
    {
      field: 'event',
      headerName: 'Event',
      flex: 1,
      minWidth: 160,
      valueGetter: (_value, row) => row.event?.title ?? '',
    },
    {
      field: 'created_at',
      headerName: 'Registered',
      width: DATE_TIME_COLUMN_WIDTH,
      valueFormatter: (_value, row) => formatDateTime(row.created_at),
    },
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
  useActions: () => {
    const actions = useParticipantActions();
    return {
      create: (values) => actions.create(toParticipantRegistration(values.event_id, values)),
      update: (row, values) =>
        actions.update(row.id, toParticipantRegistration(values.event_id, values)),
      remove: (row) => actions.remove(row.id),
    };
  },
  describe: (row) => row.name,
  details: [
    { label: 'Event', value: (row) => row.event?.title },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone_number },
    { label: 'Registered', value: (row) => formatDateTime(row.created_at) },
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
