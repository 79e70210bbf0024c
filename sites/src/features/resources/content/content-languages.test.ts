// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { legalTexts as legalEn } from '../../legal/texts/legal.en';
import { legalTexts as legalFr } from '../../legal/texts/legal.fr';
import { legalTexts as legalRw } from '../../legal/texts/legal.rw';
import { docTexts as docsEn } from './docs.en';
import { docTexts as docsFr } from './docs.fr';
import { docTexts as docsRw } from './docs.rw';
import exams from './exams.en.json';
import examsFr from './exams.fr.json';
import examsRw from './exams.rw.json';
import { tutorialTexts as tutorialsEn } from './tutorials.en';
import { tutorialTexts as tutorialsFr } from './tutorials.fr';
import { tutorialTexts as tutorialsRw } from './tutorials.rw';

// The long texts are one module per language (docs/languages.md, "Long texts"): each language
// must say the same things in the same shape as the English, only in its own words.

/** What must match across languages: counts, list paragraphs, answers; never the words. */
const shapeOf = (value: unknown): unknown => {
  if (typeof value === 'string') return value.split('\n').map((line) => line.startsWith('- '));
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return value;
};

/** Every text of a tree, to find any left in English. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

const sets = {
  legal: { en: legalEn, rw: legalRw, fr: legalFr },
  docs: { en: docsEn, rw: docsRw, fr: docsFr },
  tutorials: { en: tutorialsEn, rw: tutorialsRw, fr: tutorialsFr },
  exams: { en: exams, rw: examsRw, fr: examsFr },
};

describe.each(Object.entries(sets))('the %s texts', (_, { en, ...others }) => {
  it.each(Object.entries(others))('in %s have the English shape and answers', (_locale, texts) => {
    expect(shapeOf(texts)).toEqual(shapeOf(en));
  });

  it.each(Object.entries(others))('in %s leave no English sentence behind', (_locale, texts) => {
    const english = new Set(textsOf(en).filter((text) => /[a-z]{3,} [a-z]{3,}/i.test(text)));
    expect(textsOf(texts).filter((text) => english.has(text))).toEqual([]);
  });
});
