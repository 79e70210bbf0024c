import type { BlogFormValues } from '@inzira/shared-data/blogs';

/** The category is empty until chosen. */
export type BlogDraft = Omit<BlogFormValues, 'category'> & {
  category: BlogFormValues['category'] | '';
};

/** `datetime-local` text of a saved time, in the admin's own time zone. */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Uploaded images inside a post's markdown (removed with the post). */
export function markdownImageUrls(markdown: string): string[] {
  return [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
}
