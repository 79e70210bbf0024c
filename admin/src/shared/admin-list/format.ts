import { format } from 'date-fns';

/** The admin's local date and time, e.g. "22 Nov 2026, 09:30". */
export function formatDateTime(value: string | null | undefined): string {
  return value ? format(new Date(value), 'd MMM yyyy, HH:mm') : '';
}

/** The local date format of the browser (the blog date column). */
export function formatLocalDate(value: string | null | undefined): string {
  return value ? new Date(value).toLocaleDateString() : '';
}

export function formatList(items: readonly string[] | null | undefined): string {
  return items ? items.join(', ') : '';
}
