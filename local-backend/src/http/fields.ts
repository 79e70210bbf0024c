/**
 * Checks on untrusted text fields that run in linear time: no regular expression with nested
 * or overlapping quantifiers ever sees request data (`^[^\s@]+@[^\s@]+\.[^\s@]+$` takes seconds
 * on a 60 KB value full of dots).
 */

/** RFC 5321's limit on a forward path; longer values are refused before any other check. */
export const maxEmailLength = 254;

/** Same rule as `^[^\s@]+@[^\s@]+\.[^\s@]+$`: one `@`, no whitespace, a dot inside the domain. */
export function isEmailAddress(value: string): boolean {
  if (value.length > maxEmailLength || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/**
 * Postgres text cannot hold U+0000, so such values are refused up front with a clear message.
 * Returns the top-level field whose value (or a key or string nested in it) holds one.
 * Iterative and without building paths: bodies may nest deeply.
 */
export function findNul(fields: Record<string, unknown>): string | undefined {
  const pending: [unknown, string][] = Object.entries(fields).map(([key, value]) => [value, key]);
  for (const key of Object.keys(fields)) if (key.includes('\u0000')) return key;
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, field] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return field;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return field;
        pending.push([child, field]);
      }
    }
  }
  return undefined;
}
