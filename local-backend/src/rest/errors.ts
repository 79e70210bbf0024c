import { HttpError } from '../http/types';

/** PostgREST's error body shape. */
export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

/** A malformed query string or header (PostgREST's PGRST100 family). */
export const badRequest = (message: string, details: string | null = null) =>
  pgrstError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string) =>
  pgrstError(400, '42703', `column ${table}.${column} does not exist`);

export const unknownTable = (table: string) =>
  pgrstError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
