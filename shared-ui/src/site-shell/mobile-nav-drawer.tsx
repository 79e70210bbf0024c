import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { useSiteLinks } from '../site-links';
import { BrandLogo } from './brand-logo';
import type { ReactNode } from 'react';
import { aboutNavLink, navMenus, primaryNavLinks, type NavLinkItem } from './nav-links';
import { useSiteShellTexts } from './site-shell-texts';

const currentItemSx = {
  '&[aria-current="page"]': {
    color: 'primary.main',
    fontWeight: 700,
    boxShadow: 'inset 4px 0 0 currentColor',
    bgcolor: 'action.selected',
  },
} as const;

function DrawerLinks({ links, onClose }: { links: NavLinkItem[]; onClose: () => void }) {
  const texts = useSiteShellTexts();
  const { NavLink: SiteNavLink } = useSiteLinks();
  return links.map((link) => (
    <ListItem key={link.to} disablePadding>
      {/* `end`: "All Resources" is current on /resources only, not on every resource page. */}
      <ListItemButton component={SiteNavLink} to={link.to} end onClick={onClose} sx={currentItemSx}>
        <ListItemText primary={texts.links[link.id]} />
      </ListItemButton>
    </ListItem>
  ));
}

// Loaded on first open (see site-header.tsx), like the header's menus.
export default function MobileNavDrawer({
  open,
  onClose,
  languageSwitcher,
}: {
  open: boolean;
  onClose: () => void;
  languageSwitcher?: ReactNode;
}) {
  const texts = useSiteShellTexts();
  const { Link: SiteLink } = useSiteLinks();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo />
        <IconButton aria-label={texts.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={texts.mobileNav}>
        <List>
          <DrawerLinks links={[...primaryNavLinks, aboutNavLink]} onClose={onClose} />
        </List>
        {navMenus.map((group) => (
          <List
            key={group.id}
            subheader={<ListSubheader component="div">{texts[group.id]}</ListSubheader>}
          >
            <DrawerLinks links={group.links} onClose={onClose} />
          </List>
        ))}
        <Box sx={{ p: 2 }}>
          <Button
            component={SiteLink}
            to="/contact"
            variant="contained"
            fullWidth
            onClick={onClose}
          >
            {texts.getInTouch}
          </Button>
        </Box>
        {languageSwitcher && <Box sx={{ px: 2, pb: 2 }}>{languageSwitcher}</Box>}
      </Box>
    </Drawer>
  );
}
