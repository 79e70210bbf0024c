import { RequestError } from './http.ts';

const maxBodyBytes = 32 * 1024;
const maxTextLength = 10_000;

export type Scalar = string | number | boolean | null;

/** A JSON value that is not an object or an array. */
const isScalar = (value: unknown): value is Scalar =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean';

/**
 * The request's JSON body as one flat object of scalars, or a 4xx that says what is wrong:
 * not JSON, an array (one submission per call), nested values, NUL bytes, oversized text.
 */
export async function readFlatObject(request: Request): Promise<Record<string, Scalar>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBodyBytes) throw new RequestError(413, 'The submission is too large.');
  const text = await request.text();
  if (text.length > maxBodyBytes) throw new RequestError(413, 'The submission is too large.');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestError(400, 'The submission must be JSON.');
  }
  if (Array.isArray(body)) {
    throw new RequestError(400, 'Send one submission per request, not a list.');
  }
  if (typeof body !== 'object' || body === null) {
    throw new RequestError(400, 'The submission must be a JSON object.');
  }
  const fields: Record<string, Scalar> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isScalar(value)) {
      throw new RequestError(400, `${key} must be a single value.`, {
        [key]: `${key} must be a single value`,
      });
    }
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        throw new RequestError(400, `${key} contains a character that is not allowed.`, {
          [key]: 'This field contains a character that is not allowed',
        });
      }
      if (value.length > maxTextLength) {
        throw new RequestError(400, `${key} is too long.`, { [key]: 'This field is too long' });
      }
    }
    fields[key] = value;
  }
  return fields;
}

/** The value must be text (yup would quietly turn 42 into "42"). */
export function requireTextFields(fields: Record<string, Scalar>, except: string[] = []): void {
  for (const [key, value] of Object.entries(fields)) {
    if (except.includes(key) || value === null || typeof value === 'string') continue;
    throw new RequestError(400, `${key} must be text.`, { [key]: `${key} must be text` });
  }
}
