import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';

// Links already shared on WhatsApp and social media keep working after a post or a project is
// renamed (docs/content-trust.md): the old slug leads to the current one.

const ctx = useTestBackend<Database>();

const postId = 'a4000000-0000-4000-8000-000000000001';
const projectId = 'a5000000-0000-4000-8000-000000000003';

const slugOf = async (table: 'blogs' | 'projects', id: string) =>
  (await ctx().service.from(table).select('slug').eq('id', id).single()).data?.slug ?? '';

const visitorSees = async () => (await ctx().anon.rpc('slug_redirects')).data ?? [];

describe('slug history', () => {
  it('leads every old slug of a published post to its current one, renamed twice', async () => {
    const first = await slugOf('blogs', postId);
    await ctx().admin.from('blogs').update({ slug: 'conference-checklist' }).eq('id', postId);
    await ctx()
      .admin.from('blogs')
      .update({ slug: 'kigali-conference-checklist' })
      .eq('id', postId);
    expect(await visitorSees()).toEqual(
      expect.arrayContaining([
        { kind: 'post', old_slug: first, slug: 'kigali-conference-checklist' },
        { kind: 'post', old_slug: 'conference-checklist', slug: 'kigali-conference-checklist' },
      ]),
    );
  });

  it('frees an old slug that a post takes again', async () => {
    await ctx().admin.from('blogs').update({ slug: 'conference-checklist' }).eq('id', postId);
    const rows = await visitorSees();
    expect(rows.find((row) => row.old_slug === 'conference-checklist')).toBeUndefined();
    expect(rows.find((row) => row.old_slug === 'kigali-conference-checklist')).toMatchObject({
      slug: 'conference-checklist',
    });
  });

  it('keeps no address of a draft, which was never shared', async () => {
    const { data: draft } = await ctx()
      .admin.from('blogs')
      .insert({
        title: 'Draft about pricing',
        category: 'Marketing',
        excerpt: 'Soon.',
        content: 'Not yet.',
        author_name: 'Olivier Niyonzima',
        author_role: 'Web Developer',
        is_published: false,
      })
      .select('id, slug')
      .single();
    await ctx().admin.from('blogs').update({ slug: 'pricing-draft-renamed' }).eq('id', draft!.id);
    const { data } = await ctx().service.from('slug_history').select('*').eq('row_id', draft!.id);
    expect(data).toEqual([]);
  });

  it('leads a renamed project’s old slug to its current one', async () => {
    const first = await slugOf('projects', projectId);
    await ctx().admin.from('projects').update({ slug: 'tourism-ads' }).eq('id', projectId);
    expect(await visitorSees()).toContainEqual({
      kind: 'project',
      old_slug: first,
      slug: 'tourism-ads',
    });
  });

  it('shows a visitor no redirect to a post that is no longer published', async () => {
    const current = await slugOf('blogs', postId);
    expect((await visitorSees()).filter((row) => row.slug === current)).not.toEqual([]);
    await ctx().admin.from('blogs').update({ is_published: false }).eq('id', postId);
    expect((await visitorSees()).filter((row) => row.slug === current)).toEqual([]);
    await ctx().admin.from('blogs').update({ is_published: true }).eq('id', postId);
  });

  it('lets no visitor write the history', async () => {
    const { error } = await ctx()
      .anon.from('slug_history')
      .insert({ kind: 'post', old_slug: 'phishing', row_id: postId });
    expect(error).not.toBeNull();
    const { data } = await ctx()
      .service.from('slug_history')
      .select('*')
      .eq('old_slug', 'phishing');
    expect(data).toEqual([]);
  });
});
