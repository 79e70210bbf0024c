import { Link, NavLink, useLocation } from 'react-router-dom';
import type { SiteLinkProps, SiteLinks } from '../site-links';

/**
 * The site shell's links as the app's router's: a page changes in place. Its own module, so a
 * page that runs without the app never imports the router (shared-ui/src/site-links).
 */
export const routerSiteLinks: SiteLinks = {
  // `discover="none"`: route discovery belongs to React Router's framework mode, not to this
  // app; without its attribute the links are written as plain links are (site-links.test.tsx).
  Link: ({ end: _end, ...props }: SiteLinkProps) => <Link discover="none" {...props} />,
  NavLink: (props: SiteLinkProps) => <NavLink discover="none" {...props} />,
  useLocation,
};
