import { isPreloadable } from '@inzira/shared-ui/lazy';
import { describe, expect, it } from 'vitest';
import { NotFoundRoute } from '../pages/not-found-route';
import { matchedPage, pageModule } from './routes';

// main.tsx loads the page an address shows before hydrating it (preloadPage): the match must
// find the same page under every language's prefix.
describe('matchedPage', () => {
  it('finds the same lazy page in each language', () => {
    const services = matchedPage('/services', '');
    expect(isPreloadable(services)).toBe(true);
    expect(matchedPage('/rw/services', '/rw')).toBe(services);
    expect(matchedPage('/fr/services', '/fr')).toBe(services);
    expect(matchedPage('/', '')).not.toBe(services);
    expect(matchedPage('/fr', '/fr')).toBe(matchedPage('/', ''));
  });

  it('finds one page for every slug of a kind', () => {
    const post = matchedPage('/resources/blog/a-post', '');
    expect(isPreloadable(post)).toBe(true);
    expect(matchedPage('/rw/resources/blog/indi-nkuru', '/rw')).toBe(post);
    expect(matchedPage('/resources/blog', '')).not.toBe(post);
  });

  it('finds the not-found page, which is not lazy, for an unknown address', () => {
    expect(matchedPage('/no-such-page', '')).toBe(NotFoundRoute);
    expect(isPreloadable(NotFoundRoute)).toBe(false);
  });
});

// The prerenderer writes each page's own code into it by this module (the build manifest's key).
describe('pageModule', () => {
  it('names the module of the page an address shows, in every language', () => {
    expect(pageModule('/services', '')).toBe('src/pages/services-page.tsx');
    expect(pageModule('/rw/resources/blog/indi-nkuru', '/rw')).toBe('src/pages/blog-post-page.tsx');
    expect(pageModule('/fr/legal/terms', '/fr')).toBe('src/pages/legal-page.tsx');
  });

  it('names none for the not-found page, which is in the app itself', () => {
    expect(pageModule('/no-such-page', '')).toBeUndefined();
  });
});
