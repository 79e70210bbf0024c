import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvColumns, toCsv } from './csv';

/** A lead as the list's query answers it: instants in UTC, a phone, an embedded record. */
const rows = [
  {
    full_name: 'Uwimana Françoise',
    phone_number: '+250 788123456',
    note: 'Says "hi", then\nleaves',
    amount_cents: 15000,
    service: { title: 'Content Creation' },
    created_at: '2026-11-26T11:26:00.123+00:00',
    event_date: '2026-12-04',
  },
  {
    full_name: '=HYPERLINK("https://evil.example","Open")',
    phone_number: '0788 123 456',
    note: '-2+3',
    amount_cents: 0,
    service: null,
    created_at: '2026-11-26T23:05:00+00:00',
    event_date: null,
  },
  {
    full_name: '@SUM(A1:A2)',
    phone_number: '\t+250 1',
    note: '+cmd',
    amount_cents: 1,
    service: null,
    created_at: '2026-11-27T06:00:00Z',
    event_date: null,
  },
];

function parse(csv: string) {
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
}

describe('CSV export', () => {
  const csv = toCsv(csvColumns(rows), rows, { bom: false });
  const parsed = parse(csv);

  it('is RFC 4180 that a CSV parser reads without an error, one record per row', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual(Object.keys(rows[0] ?? {}));
    expect(parsed.data).toHaveLength(3);
    expect(csv.split('\r\n').at(-1)).toBe('');
    expect(parsed.data[0]?.note).toBe('Says "hi", then\nleaves');
    expect(parsed.data[0]?.service).toBe('Content Creation');
  });

  it('writes instants as ISO 8601 with Kigali offset, the same moment as stored', () => {
    const created = parsed.data.map((row) => row.created_at ?? '');
    expect(created).toEqual([
      '2026-11-26T13:26:00+02:00',
      '2026-11-27T01:05:00+02:00',
      '2026-11-27T08:00:00+02:00',
    ]);
    created.forEach((value, index) =>
      expect(Math.floor(Date.parse(value) / 1000)).toBe(
        Math.floor(Date.parse(rows[index]?.created_at ?? '') / 1000),
      ),
    );
    // A date alone stays a date.
    expect(parsed.data[0]?.event_date).toBe('2026-12-04');
  });

  it('keeps phone numbers as text with their plus sign and no apostrophe', () => {
    const phones = parsed.data.map((row) => row.phone_number ?? '');
    expect(phones.map((phone) => phone.trim())).toEqual([
      '+250 788123456',
      '0788 123 456',
      '+250 1',
    ]);
    expect(phones.join('')).not.toContain("'");
  });

  it('neutralises every formula start (= + - @ tab) with a leading tab inside quotes', () => {
    const cells = parsed.data.flatMap((row) => [row.full_name, row.note, row.phone_number]);
    for (const cell of cells) expect(cell ?? '').not.toMatch(/^[=+\-@\r]/);
    expect(parsed.data.map((row) => row.full_name)).toEqual([
      'Uwimana Françoise',
      '\t=HYPERLINK("https://evil.example","Open")',
      '\t@SUM(A1:A2)',
    ]);
    expect(parsed.data.map((row) => row.note?.slice(0, 3))).toEqual(['Say', '\t-2', '\t+c']);
    // A cell that already started with a tab keeps it after the guard's own.
    expect(parsed.data[2]?.phone_number).toBe('\t\t+250 1');
    expect(csv).toContain('"\t=HYPERLINK(""https://evil.example"",""Open"")"');
  });

  it('keeps numbers as numbers for a typed import', () => {
    const typed = Papa.parse<Record<string, unknown>>(csv, {
      header: true,
      skipEmptyLines: true,
      dynamicTyping: true,
    });
    expect(typed.data.map((row) => row.amount_cents)).toEqual([15000, 0, 1]);
  });

  it('adds the byte-order mark only when asked (for Excel)', () => {
    const withBom = toCsv(csvColumns(rows), rows, { bom: true });
    expect(withBom.charCodeAt(0)).toBe(0xfeff);
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(parse(withBom.slice(1)).data).toEqual(parsed.data);
  });

  it('writes only a header-less empty file for no rows', () => {
    expect(toCsv(csvColumns([]), [], { bom: false })).toBe('\r\n');
  });
});
