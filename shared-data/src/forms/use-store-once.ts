import { useRef } from 'react';

/**
 * The public forms store a visitor's row first and notify the agency through Formspree second.
 * When Formspree then refuses, the visitor presses Submit again: with the same values only the
 * notification is resent (no duplicate row); with corrected values the corrected submission is
 * stored as well, so the row the agency reads always matches the e-mail it received.
 *
 * Returns `store(payload)`, which writes unless this exact payload is already stored, and throws
 * what the write threw.
 */
export function useStoreOnce<T>(write: (payload: T) => Promise<unknown>) {
  const storedRef = useRef<string | undefined>(undefined);
  return async (payload: T): Promise<void> => {
    const key = JSON.stringify(payload);
    if (storedRef.current === key) return;
    await write(payload);
    storedRef.current = key;
  };
}
