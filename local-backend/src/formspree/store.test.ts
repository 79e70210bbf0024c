import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/open-database';
import { listSubmissions, saveSubmission } from './store';

// Anyone on the machine may post to the stand-in without a key: what it keeps must stay bounded.

let db: PGlite;

beforeAll(async () => {
  db = await openDatabase({});
});

afterAll(async () => {
  await db?.close();
});

describe('Formspree submission store', () => {
  it('keeps the newest submissions up to its size and drops those past its age', async () => {
    const bounds = { maxCount: 2, maxAgeMs: 24 * 3600 * 1000 };
    await db.query(
      `insert into _local.formspree_submissions (form_id, fields, received_at)
       values ('old', '{}', now() - interval '2 days')`,
    );
    for (const n of [1, 2, 3]) await saveSubmission(db, 'contact', { n }, bounds);
    const kept = await listSubmissions(db);
    expect(kept.map((s) => s.fields)).toEqual([{ n: 2 }, { n: 3 }]);
  });
});
