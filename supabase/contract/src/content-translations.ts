import type { TranslatedLocale } from './locales.ts';

/**
 * The translatable fields of each content table and their limits, the same as the English
 * columns' (docs/content-translations.md). The database's `private.check_translations` trigger on
 * each table takes the same list; a database test keeps the two equal. `items` marks a list of
 * texts (services' features, say) and its longest length.
 */
export type TranslatableField = { name: string; maxLength: number; items?: number };

export const translatableFields = {
  blogs: [
    { name: 'title', maxLength: 200 },
    { name: 'excerpt', maxLength: 5000 },
    { name: 'content', maxLength: 100000 },
    { name: 'seo_title', maxLength: 120 },
    { name: 'seo_description', maxLength: 320 },
    { name: 'image_alt', maxLength: 300 },
    { name: 'slug', maxLength: 120 },
  ],
  services: [
    { name: 'title', maxLength: 200 },
    { name: 'description', maxLength: 5000 },
    { name: 'features', maxLength: 200, items: 20 },
  ],
  projects: [
    { name: 'title', maxLength: 200 },
    { name: 'description', maxLength: 5000 },
    { name: 'image_alt', maxLength: 300 },
    { name: 'slug', maxLength: 120 },
  ],
  testimonials: [
    { name: 'quote', maxLength: 5000 },
    { name: 'role', maxLength: 120 },
    { name: 'headline', maxLength: 200 },
    { name: 'full_story', maxLength: 5000 },
    { name: 'results', maxLength: 80, items: 6 },
    { name: 'story_image_alt', maxLength: 300 },
  ],
  courses: [
    { name: 'title', maxLength: 200 },
    { name: 'description', maxLength: 5000 },
    { name: 'duration', maxLength: 40 },
    { name: 'topics', maxLength: 80, items: 30 },
  ],
  events: [
    { name: 'title', maxLength: 200 },
    { name: 'description', maxLength: 5000 },
    { name: 'prize', maxLength: 120 },
    { name: 'location', maxLength: 120 },
    { name: 'image_alt', maxLength: 300 },
  ],
  professionals: [
    { name: 'title', maxLength: 200 },
    { name: 'skills', maxLength: 80, items: 30 },
  ],
} as const satisfies Record<string, readonly TranslatableField[]>;

export type TranslatedTable = keyof typeof translatableFields;

/** A translatable field's value: one text, or a list of texts. */
export type TranslationValue = string | string[];

/** One language's translation of a row, as `translations` holds it. */
export type Translation = { published?: boolean } & {
  [field: string]: TranslationValue | boolean | undefined;
};

/** The `translations` column: at most one translation per translated locale. */
export type Translations = Partial<Record<TranslatedLocale, Translation>>;
