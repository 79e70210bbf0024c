import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { useSiteLinks } from '../site-links';
import { BrandLogo } from './brand-logo';
import {
  aboutNavLink,
  isCurrentPath,
  navMenus,
  primaryNavLinks,
  type NavMenuGroup,
} from './nav-links';
import { useSiteShellTexts } from './site-shell-texts';

// The menus and the drawer pull in Modal/Popover/transitions (~16 KB gzip); the home
// page has a JS budget, so they load the first time a visitor opens them.
const NavMenu = lazy(() => import('./nav-menu'));
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

/** The current page's link (or the menu holding it) reads as selected: primary colour, underline. */
export const currentNavSx = {
  '&[aria-current="page"], &[data-current="true"]': {
    color: 'primary.main',
    fontWeight: 700,
    boxShadow: 'inset 0 -3px 0 currentColor',
    borderRadius: 0,
  },
} as const;

/**
 * The header's links stay on one line in every language ("Témoignages clients", "Inkuru
 * z'abakiriya"): no wrapping, and tighter padding than a default button so the whole menu, the
 * contact button and the language switcher fit from 1200 px, where the header shows them.
 */
const headerLinkSx = { ...currentNavSx, whiteSpace: 'nowrap', px: 1, minWidth: 0 } as const;

function HeaderMenu({ group }: { group: NavMenuGroup }) {
  const { pathname } = useSiteLinks().useLocation();
  const texts = useSiteShellTexts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once mounted it stays mounted, so closing can run its transition and return focus.
  const [used, setUsed] = useState(false);
  // Named after the menu, not useId(): the home page hydrates the header as a root of its own,
  // where useId() would not give the ids the build wrote (docs/performance.md, "Islands").
  const menuId = `nav-menu-${group.id}`;
  const buttonId = `nav-menu-${group.id}-button`;
  const current = group.links.some((link) => isCurrentPath(pathname, link.to));
  const open = (event: MouseEvent<HTMLElement>) => {
    setUsed(true);
    setAnchor(event.currentTarget);
  };
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        data-current={current ? 'true' : undefined}
        onClick={open}
        sx={headerLinkSx}
      >
        {texts[group.id]}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <NavMenu
            id={menuId}
            buttonId={buttonId}
            links={group.links}
            anchorEl={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

/** `languageSwitcher` shows beside the main navigation and again in the phone drawer. */
export function SiteHeader({ languageSwitcher }: { languageSwitcher?: ReactNode }) {
  const texts = useSiteShellTexts();
  const siteLinks = useSiteLinks();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);
  const openMobile = () => {
    setMobileUsed(true);
    setMobileOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label={texts.mainNav}
            sx={{
              display: { xs: 'none', lg: 'flex' },
              gap: 0.25,
              ml: 'auto',
              alignItems: 'center',
            }}
          >
            {[...primaryNavLinks, aboutNavLink].map((link) => (
              <Button
                key={link.to}
                component={siteLinks.NavLink}
                to={link.to}
                color="inherit"
                sx={headerLinkSx}
              >
                {texts.links[link.id]}
              </Button>
            ))}
            {navMenus.map((group) => (
              <HeaderMenu key={group.id} group={group} />
            ))}
            <Button
              component={siteLinks.Link}
              to="/contact"
              variant="contained"
              sx={{ ml: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {texts.getInTouch}
            </Button>
          </Box>
          {languageSwitcher && (
            <Box sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}>
              {languageSwitcher}
            </Box>
          )}
          <IconButton
            aria-label={texts.openMenu}
            onClick={openMobile}
            sx={{ display: { xs: 'inline-flex', lg: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            languageSwitcher={languageSwitcher}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
