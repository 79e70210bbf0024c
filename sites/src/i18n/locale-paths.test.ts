import { describe, expect, it } from 'vitest';
import { inEveryLocale, localeOfPath, localizedPath, unprefixedPath } from './locale-paths';

describe('the site addresses per language', () => {
  it('keeps English at the root and puts the others under their prefix', () => {
    expect(localizedPath('/services', 'en')).toBe('/services');
    expect(localizedPath('/services', 'rw')).toBe('/rw/services');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(inEveryLocale(['/about'])).toEqual(['/about', '/rw/about', '/fr/about']);
  });

  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/rw/services')).toBe('rw');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr?x=1')).toBe('fr');
    expect(localeOfPath('/services')).toBe('en');
    // Words that start like a prefix, another spelling, or "en" as a prefix are English pages.
    expect(localeOfPath('/rwanda-tour')).toBe('en');
    expect(localeOfPath('/RW/services')).toBe('en');
    expect(localeOfPath('/en/services')).toBe('en');
    expect(localeOfPath('/resources/rw')).toBe('en');
  });

  it('strips the prefix back to the page path', () => {
    expect(unprefixedPath('/rw/resources/blog/a-post')).toBe('/resources/blog/a-post');
    expect(unprefixedPath('/fr')).toBe('/');
    expect(unprefixedPath('/services')).toBe('/services');
  });

  it('lists every page in every language for the build and the sitemap', () => {
    expect(inEveryLocale(['/', '/contact'])).toEqual([
      '/',
      '/contact',
      '/rw',
      '/rw/contact',
      '/fr',
      '/fr/contact',
    ]);
  });
});
