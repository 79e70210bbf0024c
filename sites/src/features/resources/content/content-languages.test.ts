// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shapeOf, untranslated } from '../../../i18n/text-shape';
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

const sets = {
  docs: { en: docsEn, rw: docsRw, fr: docsFr },
  tutorials: { en: tutorialsEn, rw: tutorialsRw, fr: tutorialsFr },
  exams: { en: exams, rw: examsRw, fr: examsFr },
};

describe.each(Object.entries(sets))('the %s texts', (_, { en, ...others }) => {
  it.each(Object.entries(others))('in %s have the English shape and answers', (_locale, texts) => {
    expect(shapeOf(texts)).toEqual(shapeOf(en));
  });

  it.each(Object.entries(others))('in %s leave no English sentence behind', (_locale, texts) => {
    expect(untranslated(en, texts)).toEqual([]);
  });
});
