// Test support for the per-language long texts (docs/languages.md, "Long texts").

/** What must match across languages: counts, list paragraphs, answers; never the words. */
export const shapeOf = (value: unknown): unknown => {
  if (typeof value === 'string') return value.split('\n').map((line) => line.startsWith('- '));
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value;
};

/** Every text of a tree, to find any left in English. */
export const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

/** The sentences of `english` that `translated` still holds word for word. */
export function untranslated(english: unknown, translated: unknown): string[] {
  const sentences = new Set(textsOf(english).filter((text) => /[a-z]{3,} [a-z]{3,}/i.test(text)));
  return textsOf(translated).filter((text) => sentences.has(text));
}
