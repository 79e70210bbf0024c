import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSiteLinks } from '../site-links';
import type { NavLinkItem } from './nav-links';
import { useSiteShellTexts } from './site-shell-texts';

export interface NavMenuProps {
  id: string;
  buttonId: string;
  links: NavLinkItem[];
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

// Loaded on first open (see site-header.tsx): Menu brings Popover and Modal, which
// the public home page should not pay for before anyone asks.
export default function NavMenu({ id, buttonId, links, anchorEl, onClose }: NavMenuProps) {
  const siteLinks = useSiteLinks();
  const { pathname } = siteLinks.useLocation();
  const texts = useSiteShellTexts();
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {links.map((link) => {
        const current = pathname.replace(/\/+$/, '') === link.to;
        return (
          <MenuItem
            key={link.to}
            component={siteLinks.Link}
            to={link.to}
            onClick={onClose}
            selected={current}
            aria-current={current ? 'page' : undefined}
          >
            {texts.links[link.id]}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
