export { eventKeys } from './keys';
export {
  getEventOptions,
  getUpcomingEvents,
  useEventOptions,
  useUpcomingEvents,
  type EventOption,
  type EventWithCount,
  type InziraEvent,
  type LocalizedEvent,
  type PublicEvent,
} from './event-queries';
export { createEvent, deleteEvent, updateEvent, useEventActions } from './event-mutations';
export { eventSchema, toEventRow, type EventFormValues } from './event.schema';
