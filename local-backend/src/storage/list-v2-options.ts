import { storageError } from './errors';

/**
 * The body of `POST /object/list-v2/<bucket>` as storage-api's schema reads it, and its
 * continuation token: base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<ISO time>`
 * lines (only those set), exactly storage-api's format, so a cursor is opaque to clients.
 */
export type ListV2Column = 'name' | 'created_at' | 'updated_at';

export interface ListV2Cursor {
  startAfter: string;
  order?: 'asc' | 'desc';
  column?: ListV2Column;
  /** The last entry's time in the sort column (time sorts only). */
  after?: string;
}

export interface ListV2Options {
  prefix: string;
  /** Entries per page: 1 to 1000 (storage-api's ceiling; 1000 when not given). */
  limit: number;
  delimiter: boolean;
  column?: ListV2Column;
  order?: 'asc' | 'desc';
  cursor?: ListV2Cursor;
}

const columns: readonly ListV2Column[] = ['name', 'created_at', 'updated_at'];
const maxLimit = 1000;

/** Fastify's schema errors, as storage-api answers them (400 with the failing path). */
const invalidBody = (message: string) => storageError(400, 'InvalidRequest', `body/${message}`);

const invalidCursor = () =>
  storageError(400, 'InvalidParameter', 'Invalid Parameter continuation token');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isColumn = (value: unknown): value is ListV2Column =>
  typeof value === 'string' && (columns as readonly string[]).includes(value);

const isOrder = (value: unknown): value is 'asc' | 'desc' => value === 'asc' || value === 'desc';

// Postgres text cannot hold NUL: such a value can match no object name, so it is refused here
// rather than failing in the database.
const hasNul = (text: string) => text.includes('\u0000');

export function encodeCursor(cursor: ListV2Cursor): string {
  const lines = [
    cursor.startAfter && `l:${cursor.startAfter}`,
    cursor.order && `o:${cursor.order}`,
    cursor.column && `c:${cursor.column}`,
    cursor.after && `a:${cursor.after}`,
  ].filter((line): line is string => typeof line === 'string' && line !== '');
  return Buffer.from(lines.join('\n')).toString('base64');
}

/**
 * storage-api's decoding, stricter on values: an order, column or time it could not have
 * written is refused (a tampered token must not reach the query as something else).
 */
export function decodeCursor(token: string): ListV2Cursor {
  const cursor: ListV2Cursor = { startAfter: '' };
  for (const line of Buffer.from(token, 'base64').toString('utf8').split('\n')) {
    const match = /^(\S):(.*)$/s.exec(line);
    const [, key, value = ''] = match ?? [];
    if (hasNul(value)) throw invalidCursor();
    if (key === 'l') cursor.startAfter = value;
    else if (key === 'o' && isOrder(value)) cursor.order = value;
    else if (key === 'c' && isColumn(value)) cursor.column = value;
    else if (key === 'a' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value)) {
      cursor.after = new Date(value).toISOString();
    } else throw invalidCursor();
  }
  return cursor;
}

function sortOptions(sortBy: unknown): Pick<ListV2Options, 'column' | 'order'> {
  if (sortBy === undefined) return {};
  if (!isRecord(sortBy)) throw invalidBody('sortBy must be object');
  if (!('column' in sortBy)) throw invalidBody("sortBy must have required property 'column'");
  if (!isColumn(sortBy.column)) {
    throw invalidBody('sortBy/column must be equal to one of the allowed values');
  }
  if (sortBy.order !== undefined && !isOrder(sortBy.order)) {
    throw invalidBody('sortBy/order must be equal to one of the allowed values');
  }
  return { column: sortBy.column, order: sortBy.order };
}

export function listV2Options(body: Record<string, unknown>): ListV2Options {
  const { prefix = '', limit, cursor, with_delimiter: delimiter = false, sortBy } = body;
  if (typeof prefix !== 'string') throw invalidBody('prefix must be string');
  if (hasNul(prefix)) throw invalidBody('prefix must not contain NUL');
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isSafeInteger(limit))) {
    throw invalidBody('limit must be integer');
  }
  if (limit !== undefined && limit < 1) throw invalidBody('limit must be >= 1');
  if (cursor !== undefined && typeof cursor !== 'string')
    throw invalidBody('cursor must be string');
  if (typeof delimiter !== 'boolean') throw invalidBody('with_delimiter must be boolean');
  return {
    prefix,
    limit: Math.min(limit ?? maxLimit, maxLimit),
    delimiter,
    ...sortOptions(sortBy),
    ...(cursor ? { cursor: decodeCursor(cursor) } : {}),
  };
}
