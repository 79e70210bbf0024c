import { expect } from '@playwright/test';
import { serviceFetch } from '../../../support/backend';

export { openDialog } from '../../../support/open-dialog';

/** The objects of a JSON array answer (an answer that is no array fails the test). */
async function objectsOf(response: Response, what: string): Promise<Record<string, unknown>[]> {
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error(`Expected ${what}`);
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** Rows of a table as an administrator sees them (service role), filtered PostgREST-style. */
export async function rowsOf(
  table: string,
  filter: Record<string, string>,
): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({ select: '*', ...filter });
  const response = await serviceFetch(`/rest/v1/${table}?${query}`);
  expect(response.status).toBe(200);
  return objectsOf(response, `rows of ${table}`);
}

/** The rows a visitor's form stored with their e-mail address. */
export const rowsFor = (table: string, email: string) => rowsOf(table, { email: `eq.${email}` });

/** Inserts a row as an administrator would (e.g. to take a slot behind the visitor's back). */
export async function insertRow(table: string, row: Record<string, unknown>): Promise<void> {
  const response = await serviceFetch(`/rest/v1/${table}`, {
    method: 'POST',
    body: JSON.stringify(row),
  });
  expect(response.status).toBe(201);
}

/** What the local Formspree received for a form. */
export async function formspreeSubmissions(formId: string): Promise<Record<string, unknown>[]> {
  const response = await serviceFetch(`/formspree/_submissions?form=${encodeURIComponent(formId)}`);
  expect(response.status).toBe(200);
  return objectsOf(response, 'submissions');
}

/** The local Formspree received, for `formId`, a submission holding these fields. */
export async function expectNotified(formId: string, fields: Record<string, unknown>) {
  const sent = await formspreeSubmissions(formId);
  expect(sent.map((submission) => submission.fields)).toContainEqual(
    expect.objectContaining(fields),
  );
}

/**
 * Forces the local Formspree's answer to the next submission of `email` to one form; other
 * senders (another worker's test on the same form) go through normally meanwhile.
 */
export async function forceFormspreeAnswer(
  formId: string,
  email: string,
  status: number,
  body: unknown,
): Promise<void> {
  const response = await serviceFetch('/formspree/_next', {
    method: 'POST',
    body: JSON.stringify({ formId, email, status, body }),
  });
  expect(response.status).toBe(204);
}

/** An address no other test uses, so the per-e-mail submission limit never interferes. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The Formspree field error the brief's catalogue uses for the e-mail field. */
export const EMAIL_FIELD_ERROR = {
  errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' }],
};
