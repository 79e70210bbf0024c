import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import { AGENCY_TIME_ZONE } from '@inzira/contract/agency.ts';

/**
 * What a spreadsheet would run as a formula: a cell starting with = + - @, or with a tab or
 * carriage return that some importers strip before looking (docs/leads.md, "Exports").
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A CSV cell. A cell that could run as a formula gets a leading tab inside quotes: Excel,
 * LibreOffice and Google Sheets then read it as text and show no guard character (an
 * apostrophe would appear literally in LibreOffice, Sheets and every CRM import), and a phone
 * number such as `+250 788123456` stays a text with its plus sign. Quoted when it holds a
 * separator, a quote, a line break or that tab.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (formulaStart.test(text)) text = `\t${text}`;
  return /[",\r\n\t]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An instant as ISO 8601 with Kigali's offset (`2026-11-26T13:26:00+02:00`): every spreadsheet
 * and CRM parses it to the same moment, and it reads as the agency's wall time.
 */
export function csvInstant(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : formatISO(new TZDate(time, AGENCY_TIME_ZONE));
}

/** One value of a row as a spreadsheet should get it: instants typed, records by their title. */
export function csvValue(value: unknown): unknown {
  if (typeof value === 'string' && isoInstant.test(value)) return csvInstant(value);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : item)).join('; ');
  if (value && typeof value === 'object')
    return 'title' in value ? value.title : JSON.stringify(value);
  return value;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** Every plain column of the rows (the first row's keys), each value through `csvValue`. */
export function csvColumns<Row extends object>(rows: readonly Row[]): CsvColumn<Row>[] {
  const first = rows[0];
  if (!first) return [];
  return Object.keys(first).map((key) => ({
    header: key,
    value: (row: Row) => csvValue(Reflect.get(row, key)),
  }));
}

export interface CsvOptions {
  /**
   * A UTF-8 byte-order mark first, so Excel on Windows opens Kinyarwanda and French names
   * (é, ç, ŋ) correctly on a double click. Off, the file is plain UTF-8 for other tools, some
   * of which keep the mark as part of the first header.
   */
  bom: boolean;
}

/** RFC 4180: CRLF lines, a header row, every row as many cells as the header. */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  { bom }: CsvOptions,
): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(',')),
  ];
  return `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
