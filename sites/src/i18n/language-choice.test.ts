import { afterEach, describe, expect, it } from 'vitest';
import { preferredLanguage, rememberLanguage, suggestedLanguage } from './language-choice';

afterEach(() => localStorage.clear());

describe('the language suggestion', () => {
  it('follows the browser on a first visit, by primary language', () => {
    expect(preferredLanguage(['de-DE', 'rw-RW', 'en'])).toBe('rw');
    expect(preferredLanguage(['FR-ca'])).toBe('fr');
    expect(preferredLanguage(['de', 'sw'])).toBeUndefined();
    expect(suggestedLanguage('en', ['fr-FR', 'en'])).toBe('fr');
  });

  it('suggests nothing when the page is already in the wanted language', () => {
    expect(suggestedLanguage('rw', ['rw'])).toBeUndefined();
    expect(suggestedLanguage('en', ['de'])).toBeUndefined();
  });

  it('prefers the remembered choice over the browser, even when it is English', () => {
    rememberLanguage('en');
    expect(suggestedLanguage('rw', ['rw', 'fr'])).toBe('en');
    expect(suggestedLanguage('en', ['rw'])).toBeUndefined();
  });

  it('ignores a stored value that is no language of the site', () => {
    localStorage.setItem('inzira-language', 'xx');
    expect(suggestedLanguage('en', ['fr'])).toBe('fr');
  });
});
