import type { BlogFormValues } from '@inzira/shared-data/blogs';

/** The category is empty until chosen. */
export type BlogDraft = Omit<BlogFormValues, 'category'> & {
  category: BlogFormValues['category'] | '';
};

/** Uploaded images inside a post's markdown (removed with the post). */
export function markdownImageUrls(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}
