import { Constants } from '@inzira/contract/database.types.ts';

/**
 * A post's categories. A module of its own, without the form schema: the public blog list filters
 * by them, and importing them from blog.schema.ts put the admin's yup schema (built when its
 * module runs) and the form libraries in that page's code.
 */
export const BLOG_CATEGORIES = Constants.public.Enums.blog_category;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
