import { createContext, useContext } from 'react';

export interface BookingOptions {
  /** Any card or service title; mapped to the nearest booking service. */
  service?: string;
  /** Pre-fills the description, e.g. the tutorial or exam the visitor came from. */
  message?: string;
}

export interface BookingApi {
  openBooking(options?: BookingOptions): void;
}

export const BookingContext = createContext<BookingApi | null>(null);

/**
 * Opens the "Let's Talk!" booking modal; needs the booking feature's BookingProvider above
 * (the app providers). It lives here because pages and several features open the modal.
 */
export function useBooking(): BookingApi {
  const api = useContext(BookingContext);
  if (!api) throw new Error('useBooking must be used inside a BookingProvider.');
  return api;
}
