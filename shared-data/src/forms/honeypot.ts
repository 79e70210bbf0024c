// The hidden field bots fill in (shared-ui's HoneypotField uses the same default name). A
// submission that carries a value is dropped quietly: the bot sees success, nothing is stored.
// Formspree's own honeypot name: no browser autofill heuristic targets it, so a person's
// autofill never drops their submission (a name like "company" could be filled).
export const HONEYPOT_FIELD = '_gotcha';

/** True when the honeypot of these form values was filled, i.e. a bot sent them. */
export function isHoneypotFilled(
  values: Readonly<Record<string, unknown>>,
  field: string = HONEYPOT_FIELD,
): boolean {
  const value = values[field];
  return typeof value === 'string' && value.trim() !== '';
}
