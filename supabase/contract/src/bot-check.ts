/**
 * The fields a public form sends next to its own values so its function can tell people from
 * bots (docs/trusted-submissions.md). They never reach a table.
 */

/**
 * The hidden field bots fill. Formspree's own honeypot name: no browser autofill heuristic
 * targets it, so a person's autofill never drops their submission (a name like "company" could
 * be filled). A submission that carries a value is dropped quietly: the bot sees success.
 */
export const HONEYPOT_FIELD = '_gotcha';
/** How long the form was open, in milliseconds: faster than a person reads it is refused. */
export const FILL_TIME_FIELD = '_fillMs';
/** The visitor's Turnstile token, when the site has the security check on (one per submission). */
export const TURNSTILE_FIELD = '_turnstile';

export const BOT_CHECK_FIELDS = [HONEYPOT_FIELD, FILL_TIME_FIELD, TURNSTILE_FIELD] as const;
