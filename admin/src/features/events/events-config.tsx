import { ImageUploadField } from '../../common/media';
import {
  eventSchema,
  toEventRow,
  useEventActions,
  type EventFormValues,
} from '@inzira/shared-data/events';
import { toKigaliInput } from '@inzira/shared-data/kigali-input';
import { MultilineInput, TextInput } from '@inzira/shared-ui/form-fields';
import * as column from '../../common/admin-list/columns';
import { named, rowActions } from '../../common/admin-list/config-parts';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import { CheckboxField, DateTimeInput } from '../../common/admin-list/extra-fields';
import { formatDateTime } from '../../common/admin-list/format';
import { EventParticipants } from './event-participants';

function EventFields() {
  return (
    <>
      <TextInput name="title" label="Title" required helperText=" " />
      <DateTimeInput name="from_date" label="Starts" required />
      <DateTimeInput name="to_date" label="Ends" required />
      <TextInput name="prize" label="Prize" required helperText=" " />
      <MultilineInput name="description" label="Description" required minRows={3} helperText=" " />
      <TextInput name="location" label="Location" helperText=" " />
      <ImageUploadField name="image" label="Image" folder="events" />
      <CheckboxField name="is_published" label="Published" />
    </>
  );
}

export const eventsConfig: EntityConfig<'events', EventFormValues, EventFormValues> = {
  // Registrations are visitors' submissions: deleting an event deletes them with it (cascade).
  ...named(
    'events',
    'Events',
    'Event',
    entityTexts('Event', {
      confirmDelete:
        'Are you sure you want to delete this event? Its registrations are deleted with it.',
    }),
  ),
  columns: [
    // The title names the event: it takes the room the prize does not need.
    column.text('title', 'Title', 220, 2),
    column.dateTime('from_date', 'Start date', (row) => row.from_date),
    column.dateTime('to_date', 'End date', (row) => row.to_date),
    column.text('prize', 'Prize', 140),
    column.number('participant_count', 'Participants', 110),
  ],
  form: {
    useSchema: () => eventSchema,
    empty: {
      title: '',
      from_date: '',
      to_date: '',
      prize: '',
      description: '',
      location: '',
      image: '',
      is_published: true,
    },
    toValues: (row) => ({
      title: row.title ?? '',
      from_date: toKigaliInput(row.from_date),
      to_date: toKigaliInput(row.to_date),
      prize: row.prize ?? '',
      description: row.description ?? '',
      location: row.location ?? '',
      image: row.image ?? '',
      is_published: row.is_published ?? true,
    }),
    Fields: EventFields,
  },
  useActions: rowActions(useEventActions, toEventRow),
  images: (row) => [row.image],
  describe: (row) => row.title ?? 'Event',
  details: [
    { label: 'Starts', value: (row) => formatDateTime(row.from_date) },
    { label: 'Ends', value: (row) => formatDateTime(row.to_date) },
    { label: 'Prize', value: (row) => row.prize },
    { label: 'Location', value: (row) => row.location },
    { label: 'Description', value: (row) => row.description },
    { label: 'Published', value: (row) => (row.is_published ? 'Yes' : 'No') },
    { label: 'Participants', value: (row) => <EventParticipants eventId={row.id} /> },
  ],
};
