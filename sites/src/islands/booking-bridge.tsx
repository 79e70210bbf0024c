import { useEffect } from 'react';
import { useBooking, type BookingApi, type BookingOptions } from '../common/booking-context';
import { bookingFormValues } from '../features/booking/booking-provider';

let bookingRoot: BookingApi | undefined;
const waiting: BookingOptions[] = [];

/**
 * The booking form every island opens: one BookingProvider in a root of its own (mounted by
 * hydrate-islands.ts), reached through this API from the islands and the page's static Book Now
 * buttons. An opening asked for before that root has mounted waits for it.
 */
export const islandBooking: BookingApi = {
  openBooking(options = {}) {
    if (bookingRoot) bookingRoot.openBooking(options);
    else waiting.push(options);
  },
  formValues: bookingFormValues,
};

/** Inside the booking root's provider: hands its API to `islandBooking`. */
export function BookingRootReady() {
  const api = useBooking();
  useEffect(() => {
    bookingRoot = api;
    for (const options of waiting.splice(0)) api.openBooking(options);
    return () => {
      bookingRoot = undefined;
    };
  }, [api]);
  return null;
}

/** The options a static Book Now button carries (`data-form-values`, as opensForm wrote them). */
export function bookingOptionsOf(button: Element): BookingOptions {
  try {
    const values: unknown = JSON.parse(button.getAttribute('data-form-values') ?? '{}');
    if (typeof values !== 'object' || values === null) return {};
    const { service, description } = values as Record<string, unknown>;
    return {
      ...(typeof service === 'string' ? { service } : {}),
      ...(typeof description === 'string' ? { message: description } : {}),
    };
  } catch {
    return {};
  }
}
