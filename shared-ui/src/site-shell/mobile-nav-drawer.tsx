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
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { BrandLogo } from './brand-logo';
import { communityNavLinks, primaryNavLinks } from './nav-links';

// Loaded on first open (see site-header.tsx), like the Community menu.
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <BrandLogo />
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>
          {primaryNavLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <List subheader={<ListSubheader component="div">Community</ListSubheader>}>
          {communityNavLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} onClick={onClose}>
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
            onClick={onClose}
          >
            Get In Touch
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
