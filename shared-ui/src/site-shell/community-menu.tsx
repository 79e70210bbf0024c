import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { communityNavLinks } from './nav-links';

export interface CommunityMenuProps {
  id: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

// Loaded on first open (see site-header.tsx): Menu brings Popover and Modal, which
// the public home page should not pay for before anyone asks.
export default function CommunityMenu({ id, buttonId, anchorEl, onClose }: CommunityMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {communityNavLinks.map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
