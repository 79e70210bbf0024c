import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  it('starts with a BOM, quotes what needs it and defuses formulas', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; note: string }) => row.name },
        { header: 'Note', value: (row) => row.note },
      ],
      [
        { name: 'Uwimana Françoise', note: 'Says "hi", then\nleaves' },
        { name: '=HYPERLINK("x")', note: '' },
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Name,Note',
      'Uwimana Françoise,"Says ""hi"", then\nleaves"',
      `"'=HYPERLINK(""x"")",`,
      '',
    ]);
  });
});
