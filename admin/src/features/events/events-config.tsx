import {
  eventSchema,
  toEventRow,
  useEventActions,
  type EventFormValues,
} from '@inzira/shared-data/events';
import { toKigaliInput } from '@inzira/shared-data/kigali-input';
import * as column from '../../common/admin-list/columns';
import { named, rowActions } from '../../common/admin-list/config-parts';
import { entityTexts, type EntityConfig } from '../../common/admin-list/entity-config';
import * as field from '../../common/admin-list/fields';
import { formatDateTime } from '../../common/admin-list/format';
import { formValues } from '../../common/admin-list/form-values';
import { EventParticipants } from './event-participants';

const empty: EventFormValues = {
  title: '',
  from_date: '',
  to_date: '',
  prize: '',
  description: '',
  location: '',
  image: '',
  image_alt: '',
  is_published: true,
};

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
  translations: 'events',
  columns: [
    // The title names the event: it takes the room the prize does not need.
    column.text('title', 'Title', 220, 2),
    column.dateTime('from_date', 'Start date', (row) => row.from_date),
    column.dateTime('to_date', 'End date', (row) => row.to_date),
    column.text('prize', 'Prize', 140),
    column.number('participant_count', 'Participants', 110),
    column.translations('events'),
  ],
  form: {
    useSchema: () => eventSchema,
    empty,
    // The stored instants are shown as Kigali wall time.
    toValues: (row) => ({
      ...formValues(empty, row),
      from_date: toKigaliInput(row.from_date),
      to_date: toKigaliInput(row.to_date),
    }),
    Fields: field.list(
      field.text('title', 'Title', { required: true }),
      field.dateTime('from_date', 'Starts', { required: true }),
      field.dateTime('to_date', 'Ends', { required: true }),
      field.text('prize', 'Prize', { required: true }),
      field.multiline('description', 'Description', { required: true }),
      field.text('location', 'Location'),
      field.image('image', 'Image', 'events'),
      field.imageAlt('image_alt', 'image'),
      field.checkbox('is_published', 'Published'),
    ),
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
