import { findNul } from '../http/fields';
import type { HttpRequest } from '../http/types';
import { authError } from './errors';
import type { Json } from './users';

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GoTrue answers malformed bodies with `bad_json`. */
export function authBody(request: HttpRequest): Json {
  const text = request.body.toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!isJson(parsed)) throw authError(400, 'bad_json', 'Request body must be a JSON object');
  const field = findNul(parsed);
  if (field !== undefined)
    throw authError(
      400,
      'validation_failed',
      `Field "${field}" contains a NUL character (\\u0000), which cannot be stored`,
    );
  return parsed;
}
