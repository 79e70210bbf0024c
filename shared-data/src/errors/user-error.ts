import {
  isAuthError,
  isAuthRetryableFetchError,
  type PostgrestSingleResponse,
} from '@supabase/supabase-js';

/** Messages a visitor or administrator reads when the server refuses or cannot be reached. */
export const ERROR_MESSAGES = {
  slotTaken: 'This time slot has just been booked. Please choose another time.',
  permission: 'You do not have permission to do that.',
  network: 'Could not reach the server. Please check your connection and try again.',
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  duplicate: 'This record already exists.',
  slugTaken: 'Another post already uses this slug. Please choose a different one.',
  courseTaken: 'Another course already has this title. Please choose a different one.',
  invalid: 'Some of the information is not valid. Please check the form and try again.',
  notFound: 'This item no longer exists, or you do not have permission to change it.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  generic: 'Something went wrong. Please try again.',
} as const;

/** The shape PostgREST (and supabase-js' fetch wrapper) gives every error. */
interface PostgrestLikeError {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

function isPostgrestLike(value: unknown): value is PostgrestLikeError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'code' in value &&
    'message' in value &&
    typeof value.code === 'string' &&
    typeof value.message === 'string'
  );
}

// supabase-js reports a failed fetch as code '' and "TypeError: fetch failed" (or FetchError/AbortError).
const fetchFailure =
  /^(TypeError|FetchError|AbortError)\b|fetch failed|Failed to fetch|NetworkError|Load failed/i;

function fromPostgrest(error: PostgrestLikeError): string {
  const text = `${error.message} ${error.details ?? ''}`;
  switch (error.code) {
    case '':
      return fetchFailure.test(error.message)
        ? ERROR_MESSAGES.network
        : error.message || ERROR_MESSAGES.generic;
    case '23505':
      if (/consultations|time slot/i.test(text)) return ERROR_MESSAGES.slotTaken;
      if (/participants/i.test(text)) return ERROR_MESSAGES.alreadyRegistered;
      if (/blogs_slug_key/.test(text)) return ERROR_MESSAGES.slugTaken;
      // A new course's id is made from its title (docs/courses.md).
      if (/courses_pkey/.test(text)) return ERROR_MESSAGES.courseTaken;
      return ERROR_MESSAGES.duplicate;
    case '42501':
      return ERROR_MESSAGES.permission;
    // Check, not-null, format and foreign-key failures carry technical text; the forms already
    // explain each field, so the user gets one plain sentence.
    case '23514':
    case '23502':
    case '23503':
    case '22P02':
    case '22001':
    case '22007':
    case '22008':
      return ERROR_MESSAGES.invalid;
    default:
      // Our own functions and triggers raise sentences meant for people (submission limit,
      // booking window, "Blog post not found"): P0001, P0002, 22023.
      if (/^(P0|22023)/.test(error.code)) return error.message;
      // `.single()` found no row: deleted meanwhile, or hidden from this user by RLS.
      if (error.code === 'PGRST116') return ERROR_MESSAGES.notFound;
      // An expired or invalid JWT (PGRST301-303).
      if (/^PGRST30[123]$/.test(error.code)) return ERROR_MESSAGES.sessionExpired;
      // PostgREST's other errors and HTTP-level failures are not for end users.
      return ERROR_MESSAGES.generic;
  }
}

/** Maps anything supabase-js, fetch or our code throws to an Error whose message a user can read. */
export function toUserError(error: unknown): Error {
  if (isAuthRetryableFetchError(error)) return new Error(ERROR_MESSAGES.network);
  if (isAuthError(error)) return new Error(error.message || ERROR_MESSAGES.generic);
  if (isPostgrestLike(error)) return new Error(fromPostgrest(error));
  if (error instanceof TypeError && fetchFailure.test(`${error.name}: ${error.message}`)) {
    return new Error(ERROR_MESSAGES.network);
  }
  if (error instanceof Error) return error;
  return new Error(ERROR_MESSAGES.generic);
}

/**
 * The message to show for a failure: the Error's own (our fetchers and mutations throw
 * `toUserError`s, whose messages are written for users), or the fallback when it has none.
 */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.generic): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** Unwraps a supabase-js result: its data, or a thrown user-readable Error. */
export function unwrap<T>(result: PostgrestSingleResponse<T>): T {
  if (!result.success) throw toUserError(result.error);
  return result.data;
}
