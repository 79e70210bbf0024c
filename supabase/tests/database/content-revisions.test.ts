import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, useTestBackend, type TestClient } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Content revisions (docs/content-trust.md, "Revisions"): every change of a post, project,
// service or testimonial is a version; editors and owners read and restore them, nobody writes
// them, and a restore is itself a new version.

type Role = Database['public']['Enums']['team_role'];

const ctx = useTestBackend<Database>();
const postId = 'a4000000-0000-4000-8000-000000000002';
const serviceId = 'a1000000-0000-4000-8000-000000000003';

let editor: TestClient<Database>;
let sales: TestClient<Database>;

async function member(role: Role, name: string) {
  const email = `${name}-${role}@example.com`;
  const password = `${name}-password-123`;
  const created = await ctx().service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (created.error) throw created.error;
  const added = await ctx()
    .service.from('team_members')
    .insert({ user_id: created.data.user.id, role });
  if (added.error) throw added.error;
  return signedInClient<Database>(ctx().backend, email, password);
}

const versionsOf = async (rowId: string) =>
  (
    await ctx()
      .service.from('content_revisions')
      .select('*')
      .eq('row_id', rowId)
      .order('version', { ascending: false })
  ).data ?? [];

const post = async () =>
  (await ctx().service.from('blogs').select('*').eq('id', postId).single()).data!;

beforeAll(async () => {
  editor = await member('editor', 'rev-ed');
  sales = await member('sales', 'rev-sam');
});

describe('content revisions', () => {
  it('starts with the seeded row and records each edit with who made it', async () => {
    expect((await versionsOf(postId)).map((v) => [v.version, v.actor_email])).toEqual([[1, null]]);
    for (const title of ['First edit of the post', 'Second edit of the post']) {
      const { error } = await editor.from('blogs').update({ title }).eq('id', postId);
      expect(error).toBeNull();
    }
    const versions = await versionsOf(postId);
    expect(versions.map((v) => [v.version, v.actor_email])).toEqual([
      [3, 'rev-ed-editor@example.com'],
      [2, 'rev-ed-editor@example.com'],
      [1, null],
    ]);
    expect(versions[0]!.row_data).toMatchObject({ title: 'Second edit of the post' });
    // Bookkeeping columns are not part of a version.
    expect(Object.keys(versions[0]!.row_data as object)).not.toContain('updated_at');
  });

  it('records no version for a save that changes nothing, nor for vote counts', async () => {
    const before = (await versionsOf(postId)).length;
    await editor.from('blogs').update({ title: 'Second edit of the post' }).eq('id', postId);
    await ctx().service.from('blogs').update({ upvotes: 99 }).eq('id', postId);
    expect((await versionsOf(postId)).length).toBe(before);
  });

  it('shows the versions to editors and owners only', async () => {
    const read = async (client: TestClient<Database>) =>
      (await client.from('content_revisions').select('version').eq('row_id', postId)).data ?? [];
    expect((await read(editor)).length).toBe(3);
    expect((await read(ctx().admin)).length).toBe(3);
    expect(await read(sales)).toEqual([]);
    expect(await read(ctx().anon)).toEqual([]);
  });

  it('lets no client write a version, not even the service role', async () => {
    const row = { table_name: 'blogs', row_id: postId, version: 9, row_data: {} };
    for (const client of [editor, ctx().admin, ctx().service]) {
      expect((await client.from('content_revisions').insert(row)).error).not.toBeNull();
      await client.from('content_revisions').update({ row_data: {} }).eq('row_id', postId);
      await client.from('content_revisions').delete().eq('row_id', postId);
    }
    expect((await versionsOf(postId)).length).toBe(3);
  });

  it('restores a version as a new version, keeping the address and the publication', async () => {
    await editor.from('blogs').update({ content: 'Edited body of the post.' }).eq('id', postId);
    const current = await post();
    const first = (await versionsOf(postId)).find((v) => v.version === 1)!;
    const { data, error } = await editor.rpc('restore_revision', { revision_id: first.id });
    expect(error).toBeNull();
    expect(data).toBe(5);
    const restored = await post();
    const old = first.row_data as Record<string, unknown>;
    expect(restored.title).toBe(old.title);
    expect(restored.content).toBe(old.content);
    expect(restored.slug).toBe(current.slug);
    expect(restored.published_at).toBe(current.published_at);
    expect(restored.upvotes).toBe(current.upvotes);
    const [newest] = await versionsOf(postId);
    expect(newest).toMatchObject({
      version: 5,
      restored_from: 1,
      actor_email: 'rev-ed-editor@example.com',
    });
  });

  it('refuses a restore to sales and visitors', async () => {
    const [newest] = await versionsOf(postId);
    for (const client of [sales, ctx().anon]) {
      const { error } = await client.rpc('restore_revision', { revision_id: newest!.id });
      expect(error).not.toBeNull();
    }
    expect((await versionsOf(postId)).length).toBe(5);
  });

  it('refuses a version of a deleted row, and one that does not exist, with a clear message', async () => {
    const { data: created } = await editor
      .from('services')
      .insert({ title: 'Short-lived', description: 'Soon gone.', features: ['One'] })
      .select('id')
      .single();
    const [version] = await versionsOf(created!.id);
    await editor.from('services').delete().eq('id', created!.id);
    const deleted = await editor.rpc('restore_revision', { revision_id: version!.id });
    expect(deleted.error?.message).toMatch(/deleted row/);
    const missing = await editor.rpc('restore_revision', { revision_id: 2_000_000_000 });
    expect(missing.error?.message).toMatch(/no longer exists/);
  });

  it('keeps versions of projects, services and customer stories too', async () => {
    const storyId = 'a3000000-0000-4000-8000-000000000001';
    await editor.from('testimonials').update({ headline: 'A new headline' }).eq('id', storyId);
    await editor.from('services').update({ icon: 'star' }).eq('id', serviceId);
    await editor
      .from('projects')
      .update({ client_name: 'Renamed client' })
      .eq('id', 'a5000000-0000-4000-8000-000000000001');
    for (const id of [storyId, serviceId, 'a5000000-0000-4000-8000-000000000001']) {
      expect((await versionsOf(id))[0]).toMatchObject({
        version: 2,
        actor_email: 'rev-ed-editor@example.com',
      });
    }
  });

  it('restores a story’s lists, and a second restore of the same version changes nothing', async () => {
    const storyId = 'a3000000-0000-4000-8000-000000000002';
    const before = (
      await ctx().service.from('testimonials').select('results').eq('id', storyId).single()
    ).data!;
    await editor
      .from('testimonials')
      .update({ results: ['Only one result'] })
      .eq('id', storyId);
    const [, first] = await versionsOf(storyId);
    const restored = await editor.rpc('restore_revision', { revision_id: first!.id });
    expect(restored.data).toBe(3);
    const after = (
      await ctx().service.from('testimonials').select('results').eq('id', storyId).single()
    ).data!;
    expect(after.results).toEqual(before.results);
    const again = await editor.rpc('restore_revision', { revision_id: first!.id });
    expect(again).toMatchObject({ data: 3, error: null });
    expect((await versionsOf(storyId)).length).toBe(3);
  });

  it('prunes versions past the retention period but keeps the latest ten', async () => {
    for (let i = 1; i <= 12; i += 1) {
      await editor
        .from('services')
        .update({ num_of_clients: 100 + i })
        .eq('id', serviceId);
    }
    await ctx().backend.db.query(
      `update public.content_revisions set created_at = now() - interval '400 days'
       where row_id = $1`,
      [serviceId],
    );
    await editor.from('services').update({ num_of_clients: 1 }).eq('id', serviceId);
    const versions = await versionsOf(serviceId);
    expect(versions.length).toBe(10);
    expect(versions[0]!.version).toBe(15);
  });

  it('lets the daily purge prune rows nobody edits any more, keeping their latest ten', async () => {
    const { data: created } = await editor
      .from('services')
      .insert({ title: 'Often edited', description: 'Edited a lot.', features: ['One'] })
      .select('id')
      .single();
    for (let i = 1; i <= 11; i += 1) {
      await editor.from('services').update({ num_of_clients: i }).eq('id', created!.id);
    }
    await ctx().backend.db.query(
      `update public.content_revisions set created_at = now() - interval '400 days'
       where row_id = $1`,
      [created!.id],
    );
    const { rows } = await ctx().backend.db.query<{ purged: number }>(
      'select private.purge_content_revisions() as purged',
    );
    expect(rows[0]!.purged).toBeGreaterThanOrEqual(2);
    const versions = await versionsOf(created!.id);
    expect(versions.map((v) => v.version)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('lets only the owner set how long versions are kept', async () => {
    const byEditor = await editor
      .from('team_settings')
      .update({ revision_retention_days: 30 })
      .eq('id', true)
      .select();
    expect(byEditor.data ?? []).toEqual([]);
    const byOwner = await ctx()
      .admin.from('team_settings')
      .update({ revision_retention_days: 90 })
      .eq('id', true)
      .select('revision_retention_days');
    expect(byOwner.data).toEqual([{ revision_retention_days: 90 }]);
    const tooShort = await ctx()
      .admin.from('team_settings')
      .update({ revision_retention_days: 1 })
      .eq('id', true);
    expect(tooShort.error).not.toBeNull();
  });
});
