import { useId, useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { communityNavLinks, primaryNavLinks } from './nav-links';

export function SiteHeader() {
  const [communityAnchor, setCommunityAnchor] = useState<HTMLElement | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const communityMenuId = useId();
  const communityButtonId = useId();

  const openCommunity = (event: MouseEvent<HTMLElement>) => setCommunityAnchor(event.currentTarget);
  const closeCommunity = () => setCommunityAnchor(null);
  const closeMobile = () => setMobileOpen(false);

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
            <Menu
              id={communityMenuId}
              anchorEl={communityAnchor}
              open={communityAnchor !== null}
              onClose={closeCommunity}
              slotProps={{ list: { 'aria-labelledby': communityButtonId } }}
            >
              {communityNavLinks.map((link) => (
                <MenuItem
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  onClick={closeCommunity}
                >
                  {link.label}
                </MenuItem>
              ))}
            </Menu>
            <Button component={RouterLink} to="/contact" variant="contained" sx={{ ml: 1 }}>
              Get In Touch
            </Button>
          </Box>
          <IconButton
            aria-label="Open menu"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="right"
        open={mobileOpen}
        onClose={closeMobile}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <BrandLogo />
          <IconButton aria-label="Close menu" onClick={closeMobile}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Mobile">
          <List>
            {primaryNavLinks.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={NavLink} to={link.to} onClick={closeMobile}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <List subheader={<ListSubheader component="div">Community</ListSubheader>}>
            {communityNavLinks.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={NavLink} to={link.to} onClick={closeMobile}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Box sx={{ p: 2 }}>
            <Button
              component={RouterLink}
              to="/contact"
              variant="contained"
              fullWidth
              onClick={closeMobile}
            >
              Get In Touch
            </Button>
          </Box>
        </Box>
      </Drawer>
    </AppBar>
  );
}
