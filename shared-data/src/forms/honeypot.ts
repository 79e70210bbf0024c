import { HONEYPOT_FIELD } from '@inzira/contract/bot-check.ts';

// The hidden field bots fill in (shared-ui's HoneypotField uses the same name). A submission
// that carries a value is dropped quietly: the bot sees success, nothing is stored.
export { HONEYPOT_FIELD };

/** True when the honeypot of these form values was filled, i.e. a bot sent them. */
export function isHoneypotFilled(
  values: Readonly<Record<string, unknown>>,
  field: string = HONEYPOT_FIELD,
): boolean {
  const value = values[field];
  return typeof value === 'string' && value.trim() !== '';
}
