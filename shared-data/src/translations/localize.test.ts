import { describe, expect, it } from 'vitest';
import { localize, localizedSlug, localizedSlugs } from './localize';
import { isSlugShaped, slugColumns } from './slug-lookup';
import { translationState } from './missing';

const post = {
  id: 'p1',
  slug: 'planning-a-conference',
  title: 'Planning a conference',
  excerpt: 'A checklist.',
  image_alt: null as string | null,
  features: ['Venues', 'Permits'],
  published_translations: {
    fr: {
      title: 'Organiser une conférence',
      excerpt: 'Une liste de contrôle.',
      features: ['Lieux', 'Permis'],
      slug: 'organiser-une-conference',
    },
    rw: { title: 'Gutegura inama' },
  } as unknown,
};
const fields = ['title', 'excerpt', 'image_alt', 'features'] as const;

describe('localize', () => {
  it('answers English rows as they are', () => {
    expect(localize(post, 'en', fields)).toEqual({ ...post, missing: false });
  });

  it('uses a complete published translation for every field it names', () => {
    const french = localize(post, 'fr', fields);
    expect(french).toMatchObject({
      title: 'Organiser une conférence',
      excerpt: 'Une liste de contrôle.',
      features: ['Lieux', 'Permis'],
      image_alt: null,
      missing: false,
    });
    expect(localizedSlug(french, 'fr')).toBe('organiser-une-conference');
  });

  it('falls back to English for the whole field set when one field is missing', () => {
    const kinyarwanda = localize(post, 'rw', fields);
    expect(kinyarwanda).toMatchObject({ title: 'Planning a conference', missing: true });
    expect(localizedSlug(kinyarwanda, 'rw')).toBe('planning-a-conference');
  });

  it('falls back when there is no published translation, or it is malformed', () => {
    expect(localize({ ...post, published_translations: {} }, 'fr', fields).missing).toBe(true);
    expect(localize({ ...post, published_translations: null }, 'fr', fields).missing).toBe(true);
    const wrongKinds = { fr: { title: ['a'], excerpt: 'x', features: 'Lieux' } };
    expect(localize({ ...post, published_translations: wrongKinds }, 'fr', fields)).toMatchObject({
      title: 'Planning a conference',
      missing: true,
    });
    const blank = { fr: { title: '  ', excerpt: 'x', features: ['a'] } };
    expect(localize({ ...post, published_translations: blank }, 'fr', fields).missing).toBe(true);
  });

  it('takes a field the English row leaves empty from the translation', () => {
    const withAlt = {
      ...post,
      published_translations: { fr: { title: 'T', excerpt: 'E', features: ['F'], image_alt: 'A' } },
    };
    expect(localize(withAlt, 'fr', fields).image_alt).toBe('A');
  });

  it('leaves fields it is not asked about in English', () => {
    expect(localize(post, 'fr', ['title']).excerpt).toBe('A checklist.');
  });
});

describe('translationState', () => {
  const row = { title: 'Web design', description: 'Sites.', features: ['Fast'] };
  it('says missing, unpublished or published as the admin list shows it', () => {
    const full = { title: 'Igishushanyo', description: 'Imbuga.', features: ['Vuba'] };
    expect(translationState('services', { ...row, translations: {} }, 'fr')).toBe('missing');
    expect(
      translationState('services', { ...row, translations: { fr: { title: 'Conception' } } }, 'fr'),
    ).toBe('missing');
    expect(translationState('services', { ...row, translations: { rw: full } }, 'rw')).toBe(
      'unpublished',
    );
    expect(
      translationState(
        'services',
        { ...row, translations: { rw: { ...full, published: true } } },
        'rw',
      ),
    ).toBe('published');
  });
});

describe('localizedSlugs', () => {
  const withSlug = { ...post, content: 'Body.' };
  const textFields = ['title', 'excerpt', 'content'] as const;
  const complete = (slug?: string) => ({ title: 'T', excerpt: 'E', content: 'C', slug });

  it('gives each language its own slug, the English one where it has none', () => {
    const row = {
      ...withSlug,
      published_translations: { fr: complete('organiser'), rw: complete() },
    };
    expect(localizedSlugs(row, textFields)).toEqual({
      en: 'planning-a-conference',
      rw: 'planning-a-conference',
      fr: 'organiser',
    });
  });

  it('keeps the English slug for a translation that is incomplete or absent', () => {
    const row = {
      ...withSlug,
      published_translations: { fr: { title: 'T', slug: 'organiser' }, rw: complete(' ') },
    };
    expect(localizedSlugs(row, textFields)).toEqual({
      en: 'planning-a-conference',
      rw: 'planning-a-conference',
      fr: 'planning-a-conference',
    });
  });
});

describe('slug lookup', () => {
  it('looks in the page language first, then English, then the others', () => {
    expect(slugColumns('fr')).toEqual([
      'published_translations->fr->>slug',
      'slug',
      'published_translations->rw->>slug',
    ]);
    expect(slugColumns('en')).toEqual([
      'slug',
      'published_translations->rw->>slug',
      'published_translations->fr->>slug',
    ]);
  });

  it('refuses addresses that are no slug before any query', () => {
    expect(isSlugShaped('organiser-une-conference')).toBe(true);
    for (const slug of ['', 'a--b', '-a', 'A', 'a b', 'a,b', 'a)b', 'é', 'a\u0000', 'a/b', '%2e'])
      expect(isSlugShaped(slug), slug).toBe(false);
  });
});
