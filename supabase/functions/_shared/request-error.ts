/** A refusal the visitor can act on: its status and a message for people. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** A machine-readable reason, e.g. `@supabase/server`'s `MISSING_CREDENTIALS`. */
    readonly code?: string,
  ) {
    super(message);
  }
}
