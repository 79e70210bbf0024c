import { describe, expect, it } from 'vitest';
import { useTestBackend } from '@inzira/test-kit';
import type { Database } from '@inzira/contract/database.types.ts';
import { getBlogBySlug, getPublishedBlogs } from '../blogs';
import { getProjectBySlug } from '../projects';
import { getServices } from '../services';
import { getTeam } from '../professionals';
import { getCustomerStories } from '../testimonials';
import { localizedSlug } from './localize';

// The site's reads in the visitor's language against the seeded translations
// (docs/content-translations.md): the seed translates the first two posts into both languages,
// the third into Kinyarwanda only, and every service and team member into both.

const ctx = useTestBackend<Database>();
const checklist = 'a4000000-0000-4000-8000-000000000001';
const socialMedia = 'a4000000-0000-4000-8000-000000000003';

describe('localized reads', () => {
  it('finds a post by its French slug and shows it in French', async () => {
    const post = await getBlogBySlug(ctx().anon, 'organiser-une-conference-a-kigali', {
      locale: 'fr',
    });
    expect(post).toMatchObject({
      id: checklist,
      title: 'Organiser une conférence à Kigali : la liste pratique',
      missing: false,
    });
    expect(localizedSlug(post!, 'fr')).toBe('organiser-une-conference-a-kigali');
    // On an English page the French slug still finds the post; its English slug is its address.
    const english = await getBlogBySlug(ctx().anon, 'organiser-une-conference-a-kigali');
    expect(english).toMatchObject({ id: checklist, missing: false });
    expect(english?.slugs.en).toBe('planning-a-conference-in-kigali-a-practical-checklist');
  });

  it('opens a shared English address in French too', async () => {
    const [english] = (await getPublishedBlogs(ctx().anon)).filter((p) => p.id === checklist);
    const post = await getBlogBySlug(ctx().anon, english!.slug, { locale: 'fr' });
    expect(post?.title).toBe('Organiser une conférence à Kigali : la liste pratique');
  });

  it('shows a post without a French translation in English, marked missing', async () => {
    const posts = await getPublishedBlogs(ctx().anon, undefined, { locale: 'fr' });
    const post = posts.find((p) => p.id === socialMedia);
    expect(post).toMatchObject({
      title: 'Social Media in Rwanda: Where Your Customers Actually Are',
      missing: true,
    });
    const kinyarwanda = await getPublishedBlogs(ctx().anon, undefined, { locale: 'rw' });
    expect(kinyarwanda.find((p) => p.id === socialMedia)).toMatchObject({
      title: 'Imbuga nkoranyambaga mu Rwanda: aho abakiriya bawe bari koko',
      missing: false,
    });
  });

  it('hides a translation the admin switches off', async () => {
    await ctx().backend.db.query(
      `update public.blogs set translations = jsonb_set(translations, '{rw,published}', 'false')
       where id = $1`,
      [socialMedia],
    );
    const posts = await getPublishedBlogs(ctx().anon, undefined, { locale: 'rw' });
    expect(posts.find((p) => p.id === socialMedia)).toMatchObject({
      title: 'Social Media in Rwanda: Where Your Customers Actually Are',
      missing: true,
    });
    expect(
      await getBlogBySlug(ctx().anon, 'imbuga-nkoranyambaga-mu-rwanda', { locale: 'rw' }),
    ).toBeNull();
  });

  it('translates services, lists included, and the team', async () => {
    const services = await getServices(ctx().anon, { locale: 'fr' });
    expect(services.every((service) => !service.missing)).toBe(true);
    expect(services.find((s) => s.title === 'Services de traduction')?.features).toContain(
      'Interprétation simultanée',
    );
    const team = await getTeam(ctx().anon, { locale: 'rw' });
    expect(team.find((member) => member.full_name === 'Eric Nshimiyimana')).toMatchObject({
      title: 'Umufotozi',
      missing: false,
    });
  });

  it('tells the customer stories in Kinyarwanda, headline and results included', async () => {
    const stories = await getCustomerStories(ctx().anon, { locale: 'rw' });
    expect(stories.map((story) => story.missing)).toEqual([false, false, false]);
    expect(stories[0]).toMatchObject({
      headline: 'Kuva ku ruganda rumwe rutunganya ikawa kugeza ku babaza ibyo kohereza mu mahanga',
      company: 'Kivu Coffee Collective',
    });
    expect(stories[0]?.results).toHaveLength(3);
  });

  it('finds a post under any language’s slug, and says its slug in each', async () => {
    const slugs = {
      en: 'planning-a-conference-in-kigali-a-practical-checklist',
      rw: 'gutegura-inama-i-kigali',
      fr: 'organiser-une-conference-a-kigali',
    };
    for (const locale of ['en', 'rw', 'fr'] as const) {
      for (const slug of Object.values(slugs)) {
        const post = await getBlogBySlug(ctx().anon, slug, { locale });
        expect(post?.id, `${slug} on the ${locale} page`).toBe(checklist);
        expect(post?.slugs).toEqual(slugs);
      }
    }
    // Without French, the French address is the English slug.
    const [social] = (await getPublishedBlogs(ctx().anon, undefined, { locale: 'fr' })).filter(
      (p) => p.id === socialMedia,
    );
    expect(social?.slugs).toEqual({
      en: 'social-media-in-rwanda-where-your-customers-actually-are',
      // Its Kinyarwanda translation was switched off above.
      rw: 'social-media-in-rwanda-where-your-customers-actually-are',
      fr: 'social-media-in-rwanda-where-your-customers-actually-are',
    });
  });

  it('finds nothing for an address that is no slug, however it is spelled', async () => {
    for (const slug of ['', 'Organiser-une-conference-a-kigali', 'a,slug.eq.x', 'x'.repeat(5000)])
      expect(await getBlogBySlug(ctx().anon, slug, { locale: 'fr' })).toBeNull();
    expect(await getProjectBySlug(ctx().anon, 'slug)or(id.neq.0', { locale: 'rw' })).toBeNull();
  });

  it('shows untranslated projects in English, marked missing', async () => {
    const projects = await ctx().anon.from('projects').select('slug').limit(1);
    const project = await getProjectBySlug(ctx().anon, projects.data![0]!.slug, { locale: 'fr' });
    expect(project?.missing).toBe(true);
    expect(project?.team.length).toBeGreaterThan(0);
  });

  it('shows a project’s team in the page’s language, as the About page does', async () => {
    const project = await getProjectBySlug(ctx().anon, 'harvest-season-campaign', { locale: 'rw' });
    expect(project?.team.find((member) => member.full_name === 'Eric Nshimiyimana')).toMatchObject({
      title: 'Umufotozi',
      missing: false,
    });
  });
});
