import { expect } from '@playwright/test';
import { backend } from '../../../support/backend';

export { openDialog } from '../../../support/open-dialog';

function serviceHeaders(): Record<string, string> {
  const key = backend.serviceRoleKey();
  return { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
}

/** Rows of a table as an administrator sees them (service role), filtered PostgREST-style. */
export async function rowsOf(
  table: string,
  filter: Record<string, string>,
): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({ select: '*', ...filter });
  const response = await fetch(`${backend.url()}/rest/v1/${table}?${query}`, {
    headers: serviceHeaders(),
  });
  expect(response.status).toBe(200);
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error(`Expected rows of ${table}`);
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** Inserts a row as an administrator would (e.g. to take a slot behind the visitor's back). */
export async function insertRow(table: string, row: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${backend.url()}/rest/v1/${table}`, {
    method: 'POST',
    headers: serviceHeaders(),
    body: JSON.stringify(row),
  });
  expect(response.status).toBe(201);
}

/** What the local Formspree received for a form. */
export async function formspreeSubmissions(formId: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${backend.url()}/formspree/_submissions?form=${encodeURIComponent(formId)}`,
    { headers: serviceHeaders() },
  );
  expect(response.status).toBe(200);
  const rows: unknown = await response.json();
  if (!Array.isArray(rows)) throw new Error('Expected submissions');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}

/** Forces the local Formspree's next answer for a form. */
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
  const response = await fetch(`${backend.url()}/formspree/_next`, {
    method: 'POST',
    headers: serviceHeaders(),
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
