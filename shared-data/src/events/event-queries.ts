import { useSupabase, type DataClient } from '../client';
import type { Tables } from '@inzira/contract/database.types.ts';
import { unwrap } from '../errors';
import { localize, type LocaleOption, type Localized } from '../translations';
import { eventKeys } from './keys';
import { useQuery } from '../swr';

/** An event as the site reads it (the translations' columns are the queries' business). */
export type InziraEvent = Omit<Tables<'events'>, 'translations' | 'published_translations'>;
export type EventWithCount = Tables<'events_with_counts'>;
export type EventOption = Pick<InziraEvent, 'id' | 'title' | 'from_date'>;
/** What visitors may read of an event: all but the unpublished translations (docs/content-translations.md). */
export type PublicEvent = Omit<Tables<'events'>, 'translations'>;
export type LocalizedEvent = Localized<PublicEvent>;

const PUBLIC_EVENT_COLUMNS =
  'id, title, description, from_date, to_date, prize, location, image, is_published, created_at, updated_at, image_alt, published_translations';
/** An event's fields that are translated as one set. */
const EVENT_TEXT_FIELDS = [
  'title',
  'description',
  'prize',
  'location',
  'image_alt',
] as const satisfies readonly (keyof PublicEvent)[];

/** Published events that have not ended, soonest first (the competitions page). */
export async function getUpcomingEvents(
  client: DataClient,
  now: Date = new Date(),
  { locale = 'en' }: LocaleOption = {},
): Promise<LocalizedEvent[]> {
  const rows = unwrap(
    await client
      .from('events')
      .select(PUBLIC_EVENT_COLUMNS)
      .eq('is_published', true)
      .gte('to_date', now.toISOString())
      .order('from_date', { ascending: true }),
  );
  return rows.map((row) => localize(row, locale, EVENT_TEXT_FIELDS));
}

/** Every event's title, newest first, for the admin participant form. */
export async function getEventOptions(client: DataClient): Promise<EventOption[]> {
  return unwrap(
    await client
      .from('events')
      .select('id, title, from_date')
      .order('from_date', { ascending: false }),
  );
}

export function useUpcomingEvents({ locale = 'en' }: LocaleOption = {}) {
  const client = useSupabase();
  return useQuery(eventKeys.upcoming(locale), () =>
    getUpcomingEvents(client, new Date(), { locale }),
  );
}

export function useEventOptions() {
  const client = useSupabase();
  return useQuery(eventKeys.options(), () => getEventOptions(client));
}
