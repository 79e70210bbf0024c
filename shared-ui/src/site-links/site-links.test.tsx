import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routerSiteLinks } from '../router-site-links';
import { SiteHeader } from '../site-shell';
import { AppThemeProvider } from '../theme';
import { plainSiteLinks, SiteLinksContext, type SiteLinks } from './index';

/** The header's markup under `links`, at `url` in a site whose language prefix is `basename`. */
function headerHtml(links: SiteLinks, url: string, basename: string) {
  return renderToString(
    <AppThemeProvider>
      <MemoryRouter initialEntries={[url]} basename={basename || undefined}>
        <SiteLinksContext value={links}>
          <SiteHeader />
        </SiteLinksContext>
      </MemoryRouter>
    </AppThemeProvider>,
  );
}

describe('plain site links', () => {
  // The home page hydrates the header the app prerendered with the router's links, using plain
  // ones: any difference would be a hydration mismatch (or links leading elsewhere).
  for (const [url, basename, pathname] of [
    ['/', '', '/'],
    ['/fr', '/fr', '/'],
    ['/rw/projects', '/rw', '/projects'],
    ['/resources/blog/a-post', '', '/resources/blog/a-post'],
  ] as const) {
    it(`write the header as the router's links do at ${url}`, () => {
      const plain = plainSiteLinks(basename, { pathname, search: '', hash: '' });
      expect(headerHtml(plain, url, basename)).toBe(headerHtml(routerSiteLinks, url, basename));
    });
  }

  it('mark the current page, and the pages under a link unless it ends there', () => {
    const { NavLink } = plainSiteLinks('/fr', {
      pathname: '/resources/docs',
      search: '',
      hash: '',
    });
    const html = (to: string, end?: boolean) =>
      renderToString(<NavLink to={to} end={end} className="link" />);
    expect(html('/resources/docs')).toBe(
      '<a aria-current="page" class="link active" href="/fr/resources/docs"></a>',
    );
    expect(html('/resources')).toContain('aria-current="page"');
    expect(html('/resources', true)).toBe('<a class="link" href="/fr/resources"></a>');
    expect(html('/')).toBe('<a class="link" href="/fr"></a>');
  });
});
