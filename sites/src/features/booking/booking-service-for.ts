import type { BookingService } from '@inzira/shared-data/bookings';

// Card and database service titles are free text ("Digital Marketing", "Event Protocol",
// "Video Production"); the booking form only knows its seven fixed choices. Each rule maps
// words a title may contain to the nearest choice, first match wins.
const RULES: ReadonlyArray<readonly [RegExp, BookingService]> = [
  [/\bmarketing\b|social media|\bseo\b|\bbrand/i, 'Marketing Agents'],
  [/\bprotocol|\bevent/i, 'Event Protocols'],
  [/content|photo|video|graphic|design|copywrit/i, 'Content Creation'],
  [/advertis|\bads?\b|\bppc\b|campaign/i, 'Advertising Experts'],
  [/translat|interpret|languag/i, 'Translation Services'],
  [/administrat|assistan|secretar|office/i, 'Administrative Support'],
  [/^others?$/i, 'Others'],
];

/** The booking form's service nearest to a card or service title, or undefined when none fits. */
export function bookingServiceFor(title: string | undefined): BookingService | undefined {
  const text = title?.trim();
  if (!text) return undefined;
  return RULES.find(([pattern]) => pattern.test(text))?.[1];
}
