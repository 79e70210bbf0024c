import { diffWords } from 'diff';

// What a version changed and how it reads against the current one (docs/content-trust.md,
// "Revisions"). A version holds the row's content columns as JSON.

export type Fields = Record<string, unknown>;

export const fieldsOf = (data: unknown): Fields =>
  data && typeof data === 'object' && !Array.isArray(data) ? { ...data } : {};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between two versions, in a stable order. */
export function changedFields(older: Fields, newer: Fields): string[] {
  return [...new Set([...Object.keys(older), ...Object.keys(newer)])]
    .filter((name) => !same(older[name], newer[name]))
    .sort();
}

/** A restore brings back what the content says, not its address or publication. */
export const KEPT_ON_RESTORE: readonly string[] = ['slug', 'is_published', 'published_at'];

const LABELS: Record<string, string> = {
  seo_title: 'SEO headline',
  seo_description: 'SEO description',
  is_published: 'Published',
  published_at: 'Publication time',
  is_story: 'Customer story',
  full_story: 'Full story',
  num_of_clients: 'Clients',
  video_link: 'Video link',
  video_url: 'Video',
  technologies_used: 'Technologies',
  story_image: 'Story picture',
  story_image_alt: 'Story picture description',
  image_alt: 'Image description',
  completed_date: 'Completion date',
  client_name: 'Client',
};

/** "author_image" reads "Author image". */
export function fieldLabel(name: string): string {
  const label = LABELS[name] ?? name.replaceAll('_', ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A value as text: lists one item a line, yes/no for switches, empty for nothing. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueText).join('\n');
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | 'same';
}

/**
 * The current text turned into the version's, word by word: `removed` is only in the current
 * text, `added` only in the version (what a restore would bring back).
 */
export function textDiff(current: string, version: string): DiffPart[] {
  return diffWords(current, version).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
