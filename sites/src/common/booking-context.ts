import { createContext, useContext } from 'react';
import { opensForm } from './opens-form';

export interface BookingOptions {
  /** Any card or service title; mapped to the nearest booking service. */
  service?: string;
  /** Pre-fills the description, e.g. the tutorial or exam the visitor came from. */
  message?: string;
}

export interface BookingApi {
  openBooking(options?: BookingOptions): void;
  /**
   * The booking form's fields `openBooking(options)` pre-fills, by field name: a Book button
   * carries them (`opensForm('booking', values)`) for the copy of the form shown before the app
   * has started.
   */
  formValues(options?: BookingOptions): Record<string, string>;
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

/**
 * Props of a button that opens the booking form with `options`: its press, and the pre-fill the
 * copy of the form shown before the app has started takes (`opensForm`).
 */
export function useBookingButton() {
  const { openBooking, formValues } = useBooking();
  return (options?: BookingOptions) => ({
    ...opensForm('booking', formValues(options)),
    onClick: () => openBooking(options),
  });
}
