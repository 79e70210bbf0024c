// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shapeOf, untranslated } from '../../i18n/text-shape';
import { legalTexts as en } from './texts/legal.en';
import { legalTexts as fr } from './texts/legal.fr';
import { legalTexts as rw } from './texts/legal.rw';

// Each language's legal documents have the English sections, dates and contact, in their own
// words (docs/languages.md, "Long texts"); a lawyer reviews the words before launch.
describe.each(Object.entries({ rw, fr }))('the legal documents in %s', (_locale, texts) => {
  it('have the English documents, sections and dates', () => {
    expect(shapeOf(texts)).toEqual(shapeOf(en));
    for (const kind of ['terms', 'privacy', 'cookies'] as const)
      expect(texts[kind].updated).toBe(en[kind].updated);
  });

  it('leave no English sentence behind', () => {
    expect(untranslated(en, texts)).toEqual([]);
  });
});
