import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { primaryNavLinks } from './nav-links';

// The menu and the drawer pull in Modal/Popover/transitions (~16 KB gzip); the home
// page has a JS budget, so they load the first time a visitor opens them.
const CommunityMenu = lazy(() => import('./community-menu'));
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export function SiteHeader() {
  const [communityAnchor, setCommunityAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Once mounted they stay mounted, so closing can run its transition and return focus.
  const [communityUsed, setCommunityUsed] = useState(false);
  const [mobileUsed, setMobileUsed] = useState(false);
  const communityMenuId = useId();
  const communityButtonId = useId();

  const openCommunity = (event: MouseEvent<HTMLElement>) => {
    setCommunityUsed(true);
    setCommunityAnchor(event.currentTarget);
  };
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
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto', alignItems: 'center' }}
          >
            {primaryNavLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
            <Button
              id={communityButtonId}
              color="inherit"
              endIcon={<ExpandMoreIcon />}
              aria-haspopup="true"
              aria-controls={communityAnchor ? communityMenuId : undefined}
              aria-expanded={communityAnchor ? 'true' : 'false'}
              onClick={openCommunity}
            >
              Community
            </Button>
            {communityUsed && (
              <Suspense fallback={null}>
                <CommunityMenu
                  id={communityMenuId}
                  buttonId={communityButtonId}
                  anchorEl={communityAnchor}
                  onClose={() => setCommunityAnchor(null)}
                />
              </Suspense>
            )}
            <Button component={RouterLink} to="/contact" variant="contained" sx={{ ml: 1 }}>
              Get In Touch
            </Button>
          </Box>
          <IconButton
            aria-label="Open menu"
            onClick={openMobile}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {mobileUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
