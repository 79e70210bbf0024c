type Cell = string | number | null | undefined;

const show = (cell: Cell): string =>
  cell === null || cell === undefined || (typeof cell === 'number' && !Number.isFinite(cell))
    ? 'n/a'
    : typeof cell === 'number'
      ? cell.toLocaleString('en-US')
      : cell;

/** A plain aligned text table: first column left, figures right. */
export function printTable(title: string, headers: string[], rows: Cell[][], note?: string): void {
  const text = [headers, ...rows.map((row) => row.map(show))];
  const widths = headers.map((_, col) => Math.max(...text.map((row) => (row[col] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) =>
        col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of text.slice(1)) console.log(line(row));
  if (note) console.log(note);
}

export const kb = (bytes: number | undefined): string =>
  bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KB`;
