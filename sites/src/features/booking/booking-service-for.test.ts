import { describe, expect, it } from 'vitest';
import { bookingServiceFor } from './booking-service-for';

describe('bookingServiceFor', () => {
  it.each([
    ['Marketing Agents', 'Marketing Agents'],
    ['Digital Marketing', 'Marketing Agents'],
    ['Social Media Management', 'Marketing Agents'],
    ['Event Protocol', 'Event Protocols'],
    ['Event Management', 'Event Protocols'],
    ['Content Creation', 'Content Creation'],
    ['Video Production', 'Content Creation'],
    ['Advertising Experts', 'Advertising Experts'],
    ['Translation Services', 'Translation Services'],
    ['Administrative Support (Assistance)', 'Administrative Support'],
    ['Others', 'Others'],
    ['  other ', 'Others'],
  ])('maps "%s" to %s', (title, service) => {
    expect(bookingServiceFor(title)).toBe(service);
  });

  it.each(['Quantum Computing', '', '   ', undefined])('leaves the placeholder for %j', (title) => {
    expect(bookingServiceFor(title)).toBeUndefined();
  });
});
