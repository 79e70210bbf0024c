import * as yup from 'yup';
import { Constants, type TablesInsert } from '../database.types';
import {
  optionalUrl,
  orNull,
  requiredLongText,
  requiredName,
  requiredTitle,
} from '../forms/schema-helpers';

export const BLOG_CATEGORIES = Constants.public.Enums.blog_category;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

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
  author_image: optionalUrl('Author image'),
  is_published: yup.boolean().default(true),
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
    author_image: orNull(values.author_image),
    is_published: values.is_published,
  };
}
