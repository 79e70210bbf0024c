import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type Ref,
} from 'react';

/** A link to one of the site's own paths (unprefixed: the language's prefix is the links' own). */
export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  /** NavLink: current on `to` itself only, not on the pages under it. */
  end?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How the site shell's links go to a page. In the app they are the router's (the page changes in
 * place); on a page that runs without the app (the home page's islands, docs/performance.md) they
 * are plain links that load the page whole. The shell never imports the router itself, so such a
 * page does not download it.
 */
export interface SiteLinks {
  Link: ComponentType<SiteLinkProps>;
  /** A Link marked as the current page (`aria-current="page"` and the class "active") on it. */
  NavLink: ComponentType<SiteLinkProps>;
  /** The current address, unprefixed, as the links see it. */
  useLocation(): SiteLocation;
}

/** Whether `pathname` is `to` or a page under it, as the router's NavLink decides. */
export const isNavActive = (pathname: string, to: string, end = false) =>
  pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));

/** Plain links under `basename` (the language's prefix), for a page without the router. */
export function plainSiteLinks(basename: string, location: SiteLocation): SiteLinks {
  const href = (to: string) => (to === '/' ? basename || '/' : `${basename}${to}`);
  const Link = ({ to, end: _end, children, ...props }: SiteLinkProps) => (
    <a {...props} href={href(to)}>
      {children}
    </a>
  );
  const NavLink = ({ to, end, className, children, ...props }: SiteLinkProps) => {
    const active = isNavActive(location.pathname, to, end);
    return (
      <a
        {...props}
        aria-current={active ? 'page' : undefined}
        className={
          [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined
        }
        href={href(to)}
      >
        {children}
      </a>
    );
  };
  return { Link, NavLink, useLocation: () => location };
}

const rootLinks = plainSiteLinks('', { pathname: '/', search: '', hash: '' });

export const SiteLinksContext = createContext<SiteLinks>(rootLinks);

export const useSiteLinks = (): SiteLinks => useContext(SiteLinksContext);
