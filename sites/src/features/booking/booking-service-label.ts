import type { BookingService } from '@inzira/shared-data/bookings';
import { m } from '../../paraglide/messages.js';

/** A booking service's name as the visitor reads it; the row keeps the English value. */
export function bookingServiceLabel(service: BookingService): string {
  switch (service) {
    case 'Marketing Agents':
      return m.booking_service_marketing();
    case 'Event Protocols':
      return m.booking_service_protocol();
    case 'Content Creation':
      return m.booking_service_content();
    case 'Advertising Experts':
      return m.booking_service_advertising();
    case 'Translation Services':
      return m.booking_service_translation();
    case 'Administrative Support':
      return m.booking_service_admin();
    case 'Others':
      return m.booking_service_others();
  }
}
