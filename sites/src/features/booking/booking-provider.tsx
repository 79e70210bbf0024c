import { lazyNamed } from '@inzira/shared-ui/lazy';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { BookingContext, type BookingApi, type BookingOptions } from '../../common/booking-context';
import { bookingServiceFor } from './booking-service-for';

// The modal (Formik, yup, the dialog) is its own chunk, fetched on the first open only, so
// pages that merely offer a Book button stay light.
const BookingModal = lazyNamed(() => import('./booking-modal'), 'BookingModal');

/** The booking form's fields `options` pre-fill, by field name, as BookingModal pre-fills them. */
export function bookingFormValues({ service, message }: BookingOptions = {}) {
  const chosen = bookingServiceFor(service);
  return {
    ...(chosen ? { service: chosen } : {}),
    ...(message ? { description: message } : {}),
  };
}

interface ModalState {
  open: boolean;
  options: BookingOptions;
  /** Bumped on each opening so the form starts fresh with that opening's pre-fill. */
  session: number;
}

export function BookingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ModalState | null>(null);
  const api = useMemo<BookingApi>(
    () => ({
      openBooking: (options = {}) =>
        setState((previous) => ({
          open: true,
          options,
          session: (previous?.session ?? 0) + 1,
        })),
      formValues: bookingFormValues,
    }),
    [],
  );

  return (
    <BookingContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <BookingModal
            key={state.session}
            open={state.open}
            options={state.options}
            onClose={() => setState((previous) => previous && { ...previous, open: false })}
          />
        </Suspense>
      )}
    </BookingContext.Provider>
  );
}
