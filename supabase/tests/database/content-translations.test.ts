import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database, Json } from '@inzira/contract/database.types.ts';
import { translatableFields } from '@inzira/contract/content-translations.ts';

// Content translations (docs/content-translations.md): Kinyarwanda and French beside the English
// columns, refused when malformed, hidden from visitors until published, unique slugs per
// language, and kept in the content's versions.

const ctx = useTestBackend<Database>();
// Seeded posts the seed leaves untranslated (the seed translates the first two).
const postId = 'a4000000-0000-4000-8000-000000000005';
const otherPostId = 'a4000000-0000-4000-8000-000000000006';

const french = {
  title: 'Les bases du protocole pour chaque organisateur',
  excerpt: 'Préséance, placement et accueil : ce qu’il faut savoir.',
  content: 'Le protocole commence bien avant le jour de l’événement.',
  slug: 'bases-du-protocole',
};

const setTranslations = (id: string, translations: NonNullable<Json>) =>
  ctx().admin.from('blogs').update({ translations }).eq('id', id);

describe('content translations', () => {
  it('keeps an unpublished translation from visitors and shows it once published', async () => {
    expect(
      (await setTranslations(postId, { fr: { ...french, published: false } })).error,
    ).toBeNull();
    const hidden = await ctx()
      .anon.from('blogs')
      .select('published_translations')
      .eq('id', postId)
      .single();
    expect(hidden.data?.published_translations).toEqual({});

    expect(
      (await setTranslations(postId, { fr: { ...french, published: true } })).error,
    ).toBeNull();
    const shown = await ctx()
      .anon.from('blogs')
      .select('published_translations')
      .eq('id', postId)
      .single();
    expect(shown.data?.published_translations).toEqual({ fr: french });
  });

  it('never lets a visitor read the translations column itself, on any translated table', async () => {
    for (const table of Object.keys(translatableFields) as (keyof typeof translatableFields)[]) {
      const read = await ctx().anon.from(table).select('translations').limit(1);
      expect(read.error?.message, table).toMatch(/permission denied/);
      const published = await ctx().anon.from(table).select('published_translations').limit(1);
      expect(published.error, table).toBeNull();
    }
  });

  it('never lets a visitor probe unpublished translations through a filter or an order', async () => {
    const filtered = await ctx()
      .anon.from('blogs')
      .select('id')
      .eq('translations->fr->>title', french.title);
    expect(filtered.error?.message).toMatch(/permission denied/);
    const ordered = await ctx().anon.from('blogs').select('id').order('translations');
    expect(ordered.error?.message).toMatch(/permission denied/);
  });

  it('lets the admin read and write translations', async () => {
    const row = await ctx().admin.from('blogs').select('translations').eq('id', postId).single();
    expect(row.data?.translations).toMatchObject({ fr: { slug: 'bases-du-protocole' } });
  });

  it.each<[string, NonNullable<Json>, RegExp]>([
    ['English or another language as a translation', { en: { title: 'x' } }, /rw and fr only/],
    ['an unknown language', { de: { title: 'x' } }, /rw and fr only/],
    ['another spelling of a language', { FR: { title: 'x' } }, /rw and fr only/],
    ['another spelling of a field', { fr: { Title: 'x' } }, /does not translate/],
    ['a field the table does not translate', { fr: { author_name: 'x' } }, /does not translate/],
    ['a number where text belongs', { fr: { title: 42 } }, /must be text/],
    ['a list where text belongs', { fr: { title: ['a', 'b'] } }, /must be text/],
    ['a translation that is not an object', { fr: ['title'] }, /object of fields/],
    ['translations that are a list', [{ fr: { title: 'x' } }], /object keyed by language/],
    ['a publish flag that is text', { fr: { published: 'yes' } }, /true or false/],
    ['a blank title', { fr: { title: '   ' } }, /1 to 200 characters/],
    [
      'a title longer than the English column allows',
      { fr: { title: 'a'.repeat(201) } },
      /1 to 200/,
    ],
    ['a huge content', { fr: { content: 'a'.repeat(100_001) } }, /1 to 100000/],
    ['a slug that is not an address', { fr: { slug: 'Les Bases!' } }, /slug must be/],
  ])('refuses %s', async (_, translations, message) => {
    const { error } = await setTranslations(otherPostId, translations);
    expect(error?.message).toMatch(message);
  });

  it('refuses a list field with too many or non-text items', async () => {
    const service = 'a1000000-0000-4000-8000-000000000006';
    const write = (features: Json) =>
      ctx()
        .admin.from('services')
        .update({ translations: { rw: { features } } })
        .eq('id', service);
    expect((await write(Array.from({ length: 21 }, (_, i) => `f${i}`))).error?.message).toMatch(
      /at most 20 texts/,
    );
    expect((await write(['ok', 7])).error?.message).toMatch(/only texts/);
    expect((await write(['ok', 'a'.repeat(201)])).error?.message).toMatch(/1 to 200/);
    expect((await write(['Gutegura ingengabihe'])).error).toBeNull();
  });

  it('refuses a NUL character (Postgres keeps none in text)', async () => {
    const { error } = await setTranslations(otherPostId, { fr: { title: 'a\u0000b' } });
    expect(error).not.toBeNull();
    const row = await ctx()
      .admin.from('blogs')
      .select('translations')
      .eq('id', otherPostId)
      .single();
    expect(JSON.stringify(row.data?.translations)).not.toContain('\\u0000');
  });

  it('keeps each language’s slugs unique within the table, and languages apart', async () => {
    const taken = await setTranslations(otherPostId, { fr: { slug: french.slug } });
    expect(taken.error?.message).toMatch(/blogs_fr_slug_key/);
    const otherLanguage = await setTranslations(otherPostId, { rw: { slug: french.slug } });
    expect(otherLanguage.error).toBeNull();
    const projects = await ctx().admin.from('projects').select('id').limit(2);
    const [first, second] = projects.data ?? [];
    await ctx()
      .admin.from('projects')
      .update({ translations: { rw: { slug: 'umushinga-wa-mbere' } } })
      .eq('id', first!.id);
    const duplicate = await ctx()
      .admin.from('projects')
      .update({ translations: { rw: { slug: 'umushinga-wa-mbere' } } })
      .eq('id', second!.id);
    expect(duplicate.error?.message).toMatch(/projects_rw_slug_key/);
  });

  it('keeps translations in the versions, and a restore keeps each language’s slug and publication', async () => {
    const versions = async () =>
      (
        await ctx()
          .admin.from('content_revisions')
          .select('id, row_data')
          .eq('row_id', postId)
          .order('version', { ascending: false })
      ).data ?? [];
    const [latest] = await versions();
    expect(latest!.row_data).toMatchObject({ translations: { fr: { title: french.title } } });
    expect(Object.keys(latest!.row_data as object)).not.toContain('published_translations');

    await setTranslations(postId, {
      fr: { ...french, title: 'Un titre réécrit', slug: 'titre-reecrit', published: false },
    });
    const restored = await ctx().admin.rpc('restore_revision', { revision_id: latest!.id });
    expect(restored.error).toBeNull();
    const row = await ctx().admin.from('blogs').select('translations').eq('id', postId).single();
    expect(row.data?.translations).toEqual({
      fr: { ...french, slug: 'titre-reecrit', published: false },
    });
  });

  it('checks the same fields and limits the contract lists', async () => {
    const result = await ctx().backend.db.query<{ table_name: string; args: string[] }>(
      `select c.relname as table_name, array(
         select convert_from(a, 'UTF8') from unnest(string_to_array(encode(t.tgargs, 'escape'), '\\000')) as s,
           lateral (select convert_to(s, 'UTF8') as a) x where s <> '') as args
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like '%_check_translations'`,
    );
    const declared = Object.fromEntries(
      Object.entries(translatableFields).map(([table, fields]) => [
        table,
        fields.map((f) =>
          'items' in f ? `${f.name}:${f.maxLength}:${f.items}` : `${f.name}:${f.maxLength}`,
        ),
      ]),
    );
    const inDatabase = Object.fromEntries(result.rows.map((r) => [r.table_name, r.args]));
    expect(inDatabase).toEqual(declared);
  });
});
