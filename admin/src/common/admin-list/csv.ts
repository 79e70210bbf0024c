/** A CSV cell: quoted when it holds a separator, quote or line break; formulas defused. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in Excel (CSV injection from a visitor's text).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/**
 * UTF-8 with a byte-order mark and CRLF lines, so Excel opens Kinyarwanda and French names
 * (é, ç, ŋ) correctly on a double click.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => cell(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
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
