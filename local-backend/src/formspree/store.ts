import type { PGlite } from '@electric-sql/pglite';

export interface FormspreeSubmission {
  id: number;
  formId: string;
  fields: Record<string, unknown>;
  receivedAt: string;
}

/** A canned answer for the next submission to one form (tests provoke edge cases with it). */
export interface FormspreeNextResponse {
  status: number;
  body: unknown;
}

interface SubmissionRow {
  id: number;
  form_id: string;
  fields: Record<string, unknown>;
  received_at: Date;
}

/** What the stand-in keeps: enough for tests and a developer's look, never without end. */
export interface SubmissionBounds {
  maxCount: number;
  maxAgeMs: number;
}

export const defaultSubmissionBounds: SubmissionBounds = {
  maxCount: 10_000,
  maxAgeMs: 7 * 24 * 3600 * 1000,
};

export async function saveSubmission(
  db: PGlite,
  formId: string,
  fields: Record<string, unknown>,
  bounds: SubmissionBounds = defaultSubmissionBounds,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into _local.formspree_submissions (form_id, fields) values ($1, $2)', [
      formId,
      JSON.stringify(fields),
    ]);
    // The oldest go first, past the age limit or beyond the newest `maxCount`.
    await tx.query(
      `delete from _local.formspree_submissions
        where received_at < now() - make_interval(secs => $1::float8 / 1000)
           or id <= (select id from _local.formspree_submissions order by id desc offset $2 limit 1)`,
      [bounds.maxAgeMs, bounds.maxCount],
    );
  });
}

export async function listSubmissions(db: PGlite, formId?: string): Promise<FormspreeSubmission[]> {
  const result = await db.query<SubmissionRow>(
    'select id::int as id, form_id, fields, received_at from _local.formspree_submissions where $1::text is null or form_id = $1 order by id',
    [formId ?? null],
  );
  return result.rows.map((r) => ({
    id: r.id,
    formId: r.form_id,
    fields: r.fields,
    receivedAt: r.received_at.toISOString(),
  }));
}
