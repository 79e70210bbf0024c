import { format, isValid, parseISO } from 'date-fns';

/** "March 5, 2026"; an unparseable value is shown as given rather than "Invalid Date". */
export function formatPostDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : iso;
}
