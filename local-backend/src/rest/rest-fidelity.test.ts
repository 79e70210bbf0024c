import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../index';
import { startTestBackend, supabaseFor } from '../test-fixtures/test-backend';

// PostgREST 14 behaviour the official postgrest-js suite checks, on the fixture's own schema
// (test-fixtures/migrations/0002_fidelity_schema.sql).

let backend: LocalBackend;
let anon: SupabaseClient;

/** PostgREST's in-database configuration, as `alter role authenticator set` writes it. */
async function setPgrst(name: string, value: string | null): Promise<void> {
  await backend.db.exec(
    value === null
      ? `alter role authenticator reset pgrst.${name}`
      : `alter role authenticator set pgrst.${name} = '${value}'`,
  );
  await backend.reloadCatalog();
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = supabaseFor(backend);
});

afterAll(async () => {
  await backend.stop();
});

describe('computed columns and relationships', () => {
  it('reads, filters and orders by a function of the row as a column', async () => {
    const { data, error } = await anon
      .from('people')
      .select('id, shout')
      .eq('shout', 'BRIAN')
      .order('shout');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2, shout: 'BRIAN' }]);
  });

  it('embeds a function returning rows as an array, and a ROWS 1 one as an object', async () => {
    const { data, error } = await anon
      .from('teams')
      .select('name, roster(name), captain(name)')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: 'Red', roster: [{ name: 'Ada' }, { name: 'Brian' }], captain: { name: 'Ada' } },
      { name: 'Blue', roster: [{ name: 'Cleo' }], captain: { name: 'Cleo' } },
    ]);
  });
});

describe('embedding', () => {
  it('embeds a one-to-one relation from the referenced side as an object', async () => {
    const { data } = await anon.from('teams').select('id, team_details(motto)').order('id');
    expect(data).toEqual([
      { id: 1, team_details: { motto: 'Fast' } },
      { id: 2, team_details: null },
    ]);
  });

  it('reads a self-reference by table name as the children, by column as the parent', async () => {
    const { data, error } = await anon
      .from('people')
      .select('id, people(id), mentor_id(name)')
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, people: [{ id: 2 }, { id: 3 }], mentor_id: null },
      { id: 2, people: [], mentor_id: { name: 'Ada' } },
    ]);
  });

  it('embeds many-to-many through a junction table', async () => {
    const { data } = await anon
      .from('people')
      .select('name, skills(label)')
      .eq('id', 1)
      .order('id', { referencedTable: 'skills' });
    expect(data).toEqual([{ name: 'Ada', skills: [{ label: 'sql' }, { label: 'go' }] }]);
  });

  it('uses an empty embed to filter only, and a key constraint name as the target', async () => {
    const filtered = await anon
      .from('people')
      .select('name, teams!inner()')
      .eq('teams.name', 'Blue');
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ name: 'Cleo' }]);
    const byKey = await anon
      .from('teams')
      .select('id, members:people_team_id_fkey(id)')
      .eq('id', 2);
    expect(byKey.data).toEqual([{ id: 2, members: [{ id: 3 }] }]);
  });

  it('lists ambiguous relationships as PostgREST does (PGRST201, details as an array)', async () => {
    const { error, status } = await anon.from('matches').select('teams(*)');
    expect(status).toBe(300);
    expect(error?.code).toBe('PGRST201');
    expect(error?.details).toHaveLength(2);
    expect(error?.details).toEqual(
      expect.arrayContaining([
        {
          cardinality: 'many-to-one',
          embedding: 'matches with teams',
          relationship: 'matches_away_id_fkey using matches(away_id) and teams(id)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'matches with teams',
          relationship: 'matches_home_id_fkey using matches(home_id) and teams(id)',
        },
      ]),
    );
  });

  it('lifts spread columns into the parent', async () => {
    const { data } = await anon.from('people').select('name, ...teams(team:name)').eq('id', 3);
    expect(data).toEqual([{ name: 'Cleo', team: 'Blue' }]);
  });
});

describe('aggregates', () => {
  it('are refused unless the database enables them, then group by the other columns', async () => {
    const refused = await anon.from('people').select('team_id, points.sum()');
    expect(refused.error?.code).toBe('PGRST123');
    await setPgrst('db_aggregates_enabled', 'true');
    try {
      const sums = await anon.from('people').select('team_id, points.sum()').order('team_id');
      expect(sums.error).toBeNull();
      expect(sums.data).toEqual([
        { team_id: 1, sum: 30 },
        { team_id: 2, sum: 5 },
      ]);
      const counts = await anon.from('teams').select('name, people(total:count())').eq('id', 1);
      expect(counts.data).toEqual([{ name: 'Red', people: [{ total: 2 }] }]);
    } finally {
      await setPgrst('db_aggregates_enabled', null);
    }
  });
});

describe('rpc', () => {
  it('takes a row argument as a JSON object and a single unnamed json argument whole', async () => {
    const label = await anon.rpc('team_label', { team: { id: 1, name: 'Red' } });
    expect(label.data).toBe('1:Red');
    const echoed = await anon.rpc('echo_body', { a: 1, b: [2] });
    expect(echoed.data).toEqual({ a: 1, b: [2] });
  });

  it('refuses ambiguous overloads (PGRST203) and names what it searched for (PGRST202)', async () => {
    const ambiguous = await anon.rpc('pick', { a: 1 });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({
      code: 'PGRST203',
      message:
        'Could not choose the best candidate function between: public.pick(a => integer), public.pick(a => text)',
    });
    const missing = await anon.rpc('team_label', { nope: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.team_label(nope) in the schema cache',
      details:
        'Searched for the function public.team_label with parameter nope or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });

  it('counts a scalar result as one row', async () => {
    const res = await anon.rpc('team_label', { team: { id: 2, name: 'Blue' } }, { count: 'exact' });
    expect(res.count).toBe(1);
  });
});

describe('preferences and formats', () => {
  it('answers CSV for Accept: text/csv and leaves nulls out for nulls=stripped', async () => {
    const csv = await anon.from('people').select('id, nickname').order('id').csv();
    expect(csv.data).toBe('id,nickname\n1,countess\n2,\n3,');
    const stripped = await anon.from('people').select('id, nickname').eq('id', 2).stripNulls();
    expect(stripped.data).toEqual([{ id: 2 }]);
  });

  it('rolls back on tx=rollback only when the database allows the override', async () => {
    const ignored = await anon.from('spans').update({ span: '[0,1)' }).eq('id', 3).rollback();
    expect(ignored.error).toBeNull();
    expect((await anon.from('spans').select('span').eq('id', 3)).data).toEqual([{ span: '[0,1)' }]);
    await setPgrst('db_tx_end', 'commit-allow-override');
    try {
      const kept = await anon
        .from('spans')
        .update({ span: '[8,12)' })
        .eq('id', 3)
        .select('span')
        .rollback();
      expect(kept.data).toEqual([{ span: '[8,12)' }]);
      expect((await anon.from('spans').select('span').eq('id', 3)).data).toEqual([
        { span: '[0,1)' },
      ]);
    } finally {
      await anon.from('spans').update({ span: '[8,12)' }).eq('id', 3);
      await setPgrst('db_tx_end', null);
    }
  });

  it('refuses a change to more rows than max-affected with handling=strict (PGRST124)', async () => {
    // What `.maxAffected(1)` sends (typed for PostgREST 13+ clients only).
    const res = await anon
      .from('people')
      .update({ points: 0 })
      .gte('id', 1)
      .setHeader('Prefer', 'handling=strict,max-affected=1');
    expect(res.error).toMatchObject({
      code: 'PGRST124',
      details: 'The query affects 3 rows',
    });
    const { data } = await anon.from('people').select('points').order('id');
    expect(data).toEqual([{ points: 10 }, { points: 20 }, { points: 5 }]);
  });

  it('fills missing keys with column defaults for missing=default', async () => {
    const res = await anon
      .from('skills')
      .insert([{ id: 10, label: 'x' }, { id: 11 }], { defaultToNull: false })
      .select();
    // `label` has no default and is not null: the second row fails, nothing is kept.
    expect(res.error?.code).toBe('23502');
    const people = await anon
      .from('people')
      .insert([{ name: 'Dora' }, { name: 'Eve', points: 1 }], { defaultToNull: false })
      .select('id, name, points');
    expect(people.data).toEqual([
      { id: 4, name: 'Dora', points: 7 },
      { id: 5, name: 'Eve', points: 1 },
    ]);
    await anon.from('people').delete().in('id', [4, 5]);
  });

  it('answers 200 for an upsert that only updated, 201 when it inserted', async () => {
    const updated = await anon.from('team_details').upsert({ id: 1 }).select();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ id: 1, motto: 'Fast' }]);
    const inserted = await anon
      .from('teams')
      .upsert([
        { id: 1, name: 'Red' },
        { id: 3, name: 'Green' },
      ])
      .select('id');
    expect(inserted.status).toBe(201);
    await anon.from('teams').delete().eq('id', 3);
  });
});

describe('explain', () => {
  it('answers the query plan only when the database enables it', async () => {
    const refused = await anon.from('teams').select().explain({ format: 'json' });
    expect(refused.status).toBe(406);
    await setPgrst('db_plan_enabled', 'true');
    try {
      const json = await anon.from('teams').select().explain({ format: 'json' });
      expect(json.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);
      const text = await anon.from('teams').select().explain();
      expect(text.data).toMatch(/^Aggregate {2}\(cost=/);
    } finally {
      await setPgrst('db_plan_enabled', null);
    }
  });
});

describe('operators, schemas and errors', () => {
  it('maps rangeGte to nxl (&>) and rangeLte to nxr (&<)', async () => {
    const gte = await anon.from('spans').select('id').rangeGte('span', '[4,20)');
    expect(gte.data).toEqual([{ id: 3 }]);
    const lte = await anon.from('spans').select('id').rangeLte('span', '[0,6)');
    expect(lte.data).toEqual([{ id: 1 }]);
  });

  it('refuses an unexposed schema with 406 PGRST106', async () => {
    const res = await anon.schema('nope').from('teams').select();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({
      code: 'PGRST106',
      message: 'Invalid schema: nope',
      hint: 'Only the following schemas are exposed: public',
    });
  });

  it('words PGRST116 as PostgREST 14 does', async () => {
    const res = await anon.from('teams').select().single();
    expect(res.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 2 rows',
    });
  });
});
