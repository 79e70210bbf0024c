/**
 * A PostgREST `or=(...)` filter matching `term` anywhere in any of `columns`, case-insensitive.
 * The term is a LIKE pattern inside a quoted PostgREST value, so it is escaped twice: first
 * `\`, `%` and `_` for LIKE, then `\` and `"` for the quotes (commas, dots and parentheses
 * are safe inside quotes). PostgREST turns every `*` into `%`, so a literal `*` becomes `_`
 * (any one character) rather than a match-all.
 */
export function searchFilter(columns: readonly string[], term: string): string | undefined {
  const trimmed = term.trim();
  if (trimmed === '' || columns.length === 0) return undefined;
  const like = trimmed.replace(/[\\%_]/g, (char) => `\\${char}`).replaceAll('*', '_');
  const quoted = `"%${like.replace(/[\\"]/g, (char) => `\\${char}`)}%"`;
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',');
}
