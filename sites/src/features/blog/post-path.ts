/** Where a post lives (slugs are URL-safe: lowercase words and hyphens). */
export const postPath = (slug: string) => `/resources/blog/${slug}`;
