import type { BookingService } from '@inzira/shared-data/bookings';
import { describe, expect, it } from 'vitest';
import { bookingServiceFor } from './booking-service-for';

// Each of the form's choices with the card and service titles that must land on it.
const titlesByService: Record<BookingService, string[]> = {
  'Marketing Agents': ['Marketing Agents', 'Digital Marketing', 'Social Media Management'],
  'Event Protocols': ['Event Protocol', 'Event Management'],
  'Content Creation': ['Content Creation', 'Video Production'],
  'Advertising Experts': ['Advertising Experts'],
  'Translation Services': ['Translation Services'],
  'Administrative Support': ['Administrative Support (Assistance)'],
  Others: ['Others', '  other '],
};

const cases = Object.entries(titlesByService).flatMap(([service, titles]) =>
  titles.map((title): [string, string] => [title, service]),
);

describe('bookingServiceFor', () => {
  it.each(cases)('maps "%s" to %s', (title, service) => {
    expect(bookingServiceFor(title)).toBe(service);
  });

  it.each(['Quantum Computing', '', '   ', undefined])('leaves the placeholder for %j', (title) => {
    expect(bookingServiceFor(title)).toBeUndefined();
  });
});
