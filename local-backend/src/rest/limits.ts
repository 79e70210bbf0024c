import { badRequest } from './errors';

/**
 * Bounds on what one request may ask of the single-threaded server. Real apps stay far below
 * them (their longest `select` is under 100 characters and embeds two levels deep); they exist
 * so that one crafted URL cannot hold every other caller up. Documented in the README.
 */
export const queryLimits = {
  /** Characters of the `select` parameter. */
  selectLength: 4096,
  /** Characters of any other query parameter value (filters, `order`, `or=` trees). */
  parameterLength: 8192,
  /** Nesting of embeds: `a(b(c(d(*))))` is four levels. Cyclic embeds grow ~5x per level. */
  embedDepth: 4,
  /** Embedded resources in one request, at every level together. */
  embedCount: 32,
  /** Nesting of `or=(and(or(...)))` trees. */
  logicDepth: 8,
} as const;

/** A clear 400 (PGRST100, as for any unparsable query parameter) naming the limit. */
export function tooLong(name: string, length: number, max: number) {
  return badRequest(
    `"${name}" is too long (${length} characters; at most ${max} are accepted)`,
    'Shorten the query parameter; the local server bounds its length.',
  );
}

export function checkLength(name: string, value: string): void {
  const max = name === 'select' ? queryLimits.selectLength : queryLimits.parameterLength;
  if (value.length > max) throw tooLong(name, value.length, max);
}
