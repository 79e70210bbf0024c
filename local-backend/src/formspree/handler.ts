import type { PGlite } from '@electric-sql/pglite';
import { checkApiKey } from '../auth/api-key';
import type { TokenKit } from '../auth/tokens';
import {
  header,
  HttpError,
  json,
  type Handler,
  type HttpRequest,
  type HttpResponse,
} from '../http/types';
import { findNul } from '../http/fields';
import {
  listSubmissions,
  saveSubmission,
  type FormspreeNextResponse,
  type SubmissionBounds,
} from './store';
import { oversizedField, validateSubmission } from './validate';

export interface FormspreeDeps {
  db: PGlite;
  tokens: TokenKit;
  nextResponses: Map<string, FormspreeNextResponse>;
  /** How many submissions, and how old, the store keeps (default: 10,000, a week). */
  bounds?: SubmissionBounds;
  /** The form ids this endpoint accepts; any other answers 404. */
  forms: ReadonlySet<string>;
}

const formspreeError = (status: number, error: string) => new HttpError(status, { error });

const formNotFound = () =>
  new HttpError(404, {
    error: 'Form not found',
    errors: [{ code: 'FORM_NOT_FOUND', message: 'Form not found' }],
  });

const thanks = { ok: true, next: 'https://formspree.io/thanks?language=en' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads JSON, multipart or urlencoded bodies, as Formspree accepts all three. */
async function readFields(request: HttpRequest): Promise<Record<string, unknown>> {
  const type = header(request, 'content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(request.body.toString('utf8') || '{}');
      if (isRecord(parsed)) return parsed;
    } catch {
      // falls through to the error below
    }
    throw formspreeError(400, 'Invalid JSON body');
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(request.body),
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form) fields[key] = typeof value === 'string' ? value : value.name;
    return fields;
  }
  if (request.body.length === 0) return {};
  throw formspreeError(415, 'Unsupported content type');
}

async function submit(
  deps: FormspreeDeps,
  request: HttpRequest,
  formId: string,
): Promise<HttpResponse> {
  if (!deps.forms.has(formId)) throw formNotFound();
  const fields = await readFields(request);
  const oversized = oversizedField(fields);
  if (oversized) throw formspreeError(400, oversized);
  const nul = findNul(fields);
  if (nul !== undefined)
    throw formspreeError(
      400,
      `Field "${nul}" contains a NUL character (\\u0000), which cannot be stored`,
    );
  // An answer meant for one sender's submission first, then one for whichever comes next.
  const senderKey = typeof fields.email === 'string' ? cannedKey(formId, fields.email) : undefined;
  const key = senderKey && deps.nextResponses.has(senderKey) ? senderKey : formId;
  const canned = deps.nextResponses.get(key);
  if (canned) {
    deps.nextResponses.delete(key);
    return json(canned.status, canned.body);
  }
  // Formspree's honeypot: a filled `_gotcha` is a bot, thanked like anyone but never kept.
  if (fields._gotcha !== undefined && fields._gotcha !== '') return json(200, thanks);
  const errors = validateSubmission(fields);
  if (errors.length > 0) return json(422, { error: 'Validation errors', errors });
  await saveSubmission(deps.db, formId, fields, deps.bounds);
  return json(200, thanks);
}

const maxCannedAnswers = 1000;

/** Test controls need the service-role key, like the admin API. */
async function requireServiceRole(request: HttpRequest, tokens: TokenKit): Promise<void> {
  const claims = await checkApiKey(request, tokens);
  if (claims.role !== 'service_role') throw formspreeError(403, 'service-role key required');
}

/** Where a canned answer waits: per form, or per form and sender when the test names one. */
const cannedKey = (formId: string, email?: string): string =>
  email ? `${formId}\n${email.toLowerCase()}` : formId;

function parseNext(body: Buffer): { key: string; next: FormspreeNextResponse } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw formspreeError(400, 'Invalid JSON body');
  }
  if (!isRecord(parsed) || typeof parsed.formId !== 'string' || typeof parsed.status !== 'number') {
    throw formspreeError(400, 'Expected {formId: string, status: number, body, email?: string}');
  }
  const email = typeof parsed.email === 'string' ? parsed.email : undefined;
  return {
    key: cannedKey(parsed.formId, email),
    next: { status: parsed.status, body: parsed.body ?? null },
  };
}

/** `/formspree/f/<formId>` (and `/p/<project>/f/<formId>`) answer as Formspree does. */
export function createFormspreeHandler(deps: FormspreeDeps): Handler {
  return async (request) => {
    const path = request.url.pathname.replace(/^\/formspree\/?/, '');
    const form = /^(?:p\/[^/]+\/)?f\/([A-Za-z0-9_-]{1,64})$/.exec(path);
    if (form?.[1] && request.method === 'POST') return submit(deps, request, form[1]);
    if (path === '_submissions' && request.method === 'GET') {
      await requireServiceRole(request, deps.tokens);
      return json(
        200,
        await listSubmissions(deps.db, request.url.searchParams.get('form') ?? undefined),
      );
    }
    if (path === '_next' && request.method === 'POST') {
      await requireServiceRole(request, deps.tokens);
      const { key, next } = parseNext(request.body);
      // Canned answers wait for their submission; an unbounded number of them is a leak.
      if (deps.nextResponses.size >= maxCannedAnswers && !deps.nextResponses.has(key)) {
        const oldest = deps.nextResponses.keys().next();
        if (!oldest.done) deps.nextResponses.delete(oldest.value);
      }
      deps.nextResponses.set(key, next);
      return { status: 204 };
    }
    throw formspreeError(404, 'Form not found');
  };
}
