import * as yup from 'yup';
import type { TablesInsert } from '@inzira/contract/database.types.ts';
import {
  optionalUrl,
  orNull,
  requiredLongText,
  requiredName,
  requiredTitle,
} from '@inzira/contract/forms/field-rules.ts';
import { fromKigaliInput, kigaliInputTime } from '../kigali-input';
import { imageAlt } from '../media/image-alt';
import { BLOG_CATEGORIES } from './blog-categories';

export const PUBLICATIONS = ['draft', 'publish', 'schedule'] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** `My First Post!` → `my-first-post`, as the database makes one when the slug is left empty. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The field's Kigali wall time (docs/back-office.md, "Time and numbers") is still to come. */
function isFuture(value: string | undefined): boolean {
  const time = kigaliInputTime(value);
  return Number.isFinite(time) && time > Date.now();
}

/** Admin blog form (docs/product.md, "Validation"). Reactions and created_at are not part of it: edits keep them. */
export const blogSchema = yup.object({
  title: requiredTitle('Title'),
  category: yup
    .string()
    .oneOf(BLOG_CATEGORIES, `Category must be one of ${BLOG_CATEGORIES.join(', ')}`)
    .required('Category is required'),
  excerpt: requiredLongText('Excerpt'),
  content: yup
    .string()
    .trim()
    .max(100000, 'Content must be at most 100000 characters')
    .required('Content is required'),
  author_name: requiredName('Author name'),
  author_role: requiredName('Author role'),
  image: optionalUrl('Image'),
  image_alt: imageAlt(),
  author_image: optionalUrl('Author image'),
  slug: yup
    .string()
    .trim()
    .lowercase()
    .max(120, 'Slug must be at most 120 characters')
    .matches(slugPattern, {
      message:
        'Slug may use lower-case letters, digits and single hyphens only (e.g. my-first-post)',
      excludeEmptyString: true,
    })
    .default(''),
  seo_title: yup
    .string()
    .trim()
    .max(120, 'SEO headline must be at most 120 characters')
    .default(''),
  seo_description: yup
    .string()
    .trim()
    .max(320, 'SEO description must be at most 320 characters')
    .default(''),
  publication: yup
    .string()
    .oneOf(PUBLICATIONS, 'Choose draft, publish or schedule')
    .required('Choose draft, publish or schedule'),
  /** The `datetime-local` value of a scheduled post, in Kigali wall time. */
  scheduled_for: yup
    .string()
    .default('')
    .when('publication', {
      is: 'schedule',
      then: (schema) =>
        schema
          .required('Choose when the post goes online')
          .test('future', 'The publication time must be in the future', (value) => isFuture(value)),
    }),
  /** The saved publication time of an already published post (kept when it stays published). */
  published_at: yup.string().nullable().default(null),
});

export type BlogFormValues = yup.InferType<typeof blogSchema>;

export function toBlogRow(values: BlogFormValues): TablesInsert<'blogs'> {
  return {
    title: values.title,
    category: values.category,
    excerpt: values.excerpt,
    content: values.content,
    author_name: values.author_name,
    author_role: values.author_role,
    image: orNull(values.image),
    // Alt text only with an image: none describes nothing.
    image_alt: values.image ? orNull(values.image_alt) : null,
    author_image: orNull(values.author_image),
    // Empty lets the database make one from the title.
    slug: values.slug,
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
    ...publicationColumns(values),
  };
}

/** Draft: hidden. Publish: now, or the time it was first published. Schedule: the chosen time. */
function publicationColumns(
  values: BlogFormValues,
): Pick<TablesInsert<'blogs'>, 'is_published' | 'published_at'> {
  if (values.publication === 'draft') return { is_published: false, published_at: null };
  if (values.publication === 'schedule') {
    return { is_published: true, published_at: fromKigaliInput(values.scheduled_for) };
  }
  const saved = values.published_at ? Date.parse(values.published_at) : NaN;
  return {
    is_published: true,
    published_at: Number.isFinite(saved) && saved <= Date.now() ? values.published_at : null,
  };
}

/** The form's publication choice for a saved post. */
export function publicationOf(row: {
  is_published: boolean;
  published_at: string | null;
}): Publication {
  if (!row.is_published) return 'draft';
  return row.published_at && Date.parse(row.published_at) > Date.now() ? 'schedule' : 'publish';
}
