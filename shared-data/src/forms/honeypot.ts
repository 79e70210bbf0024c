// The hidden field bots fill in (shared-ui's HoneypotField uses the same default name). A
// submission that carries a value is dropped quietly: the bot sees success, nothing is stored.
export const HONEYPOT_FIELD = 'company_website';
export const BOOKING_HONEYPOT_FIELD = HONEYPOT_FIELD;
export const CONSULTATION_HONEYPOT_FIELD = HONEYPOT_FIELD;
export const PARTNER_APPLICATION_HONEYPOT_FIELD = HONEYPOT_FIELD;
export const ENROLLMENT_HONEYPOT_FIELD = HONEYPOT_FIELD;
export const PARTICIPANT_HONEYPOT_FIELD = HONEYPOT_FIELD;

/** True when the honeypot of these form values was filled, i.e. a bot sent them. */
export function isHoneypotFilled(
  values: Readonly<Record<string, unknown>>,
  field: string = HONEYPOT_FIELD,
): boolean {
  const value = values[field];
  return typeof value === 'string' && value.trim() !== '';
}
