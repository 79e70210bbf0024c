import { useId, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, useLocation } from 'react-router-dom';
import { brand } from '../brand';
import type SvgIcon from '@mui/material/SvgIcon';
import Chip from '@mui/material/Chip';
import { visuallyHiddenSx } from '../states/visually-hidden';

const drawerWidth = 248;

/** One sidebar entry; the app decides which screens exist and where they live. */
export interface AdminNavItem {
  label: string;
  to: string;
  icon: typeof SvgIcon;
  /** Items waiting, shown beside the label when above zero. */
  badge?: number;
  /** What the badge counts, read after the figure by screen readers: "new" unless given. */
  badgeLabel?: string;
}

export interface AdminShellProps {
  navItems: readonly AdminNavItem[];
  userEmail: string;
  onSignOut: () => void;
  children: ReactNode;
  /** Overrides the top bar title; by default it is the label of the active nav item. */
  title?: string;
  /** Shown in the top bar before the account menu, e.g. the app's search. */
  search?: ReactNode;
}

function SidebarNav({
  items,
  onNavigate,
}: {
  items: readonly AdminNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <Box component="nav" aria-label="Admin">
      <Toolbar sx={{ px: 2 }}>
        <Typography component="span" variant="h6" sx={{ fontWeight: 800 }}>
          {brand.name} Admin
        </Typography>
      </Toolbar>
      <Divider />
      <List>
        {items.map(({ label, to, icon: Icon, badge, badgeLabel = 'new' }) => (
          <ListItem key={to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={to}
              onClick={onNavigate}
              // NavLink sets aria-current="page" on the active route; style from it.
              sx={{
                mx: 1,
                borderRadius: 2,
                '&[aria-current="page"]': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
                '&[aria-current="page"] .MuiListItemIcon-root': { color: 'primary.contrastText' },
                '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
              {badge !== undefined && badge > 0 && (
                <>
                  <Chip
                    size="small"
                    color="secondary"
                    label={badge > 99 ? '99+' : badge}
                    aria-hidden
                    sx={{ height: 20, fontWeight: 700 }}
                  />
                  <Box component="span" sx={visuallyHiddenSx}>{`, ${badge} ${badgeLabel}`}</Box>
                </>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function AdminShell({
  navItems,
  userEmail,
  onSignOut,
  children,
  title,
  search,
}: AdminShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const accountMenuId = useId();
  const accountButtonId = useId();
  const activeItem = navItems.find(
    (item) => pathname === item.to || pathname.startsWith(`${item.to}/`),
  );
  const heading = title ?? activeItem?.label ?? 'Admin';

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={{
          width: { md: `calc(100% - ${drawerWidth}px)` },
          ml: { md: `${drawerWidth}px` },
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            aria-label="Open navigation"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="h1" variant="h6" noWrap sx={{ flex: 1 }}>
            {heading}
          </Typography>
          {search}
          <Button
            id={accountButtonId}
            color="inherit"
            startIcon={<AccountCircleIcon />}
            aria-haspopup="true"
            aria-controls={accountAnchor ? accountMenuId : undefined}
            aria-expanded={accountAnchor ? 'true' : 'false'}
            aria-label={`Account menu for ${userEmail}`}
            onClick={(event) => setAccountAnchor(event.currentTarget)}
            sx={{ minWidth: 0, maxWidth: { xs: 48, sm: 320 }, overflow: 'hidden' }}
          >
            <Box
              component="span"
              sx={{
                display: { xs: 'none', sm: 'inline' },
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {userEmail}
            </Box>
          </Button>
          <Menu
            id={accountMenuId}
            anchorEl={accountAnchor}
            open={accountAnchor !== null}
            onClose={() => setAccountAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{ list: { 'aria-labelledby': accountButtonId } }}
          >
            <MenuItem disabled sx={{ opacity: '1 !important' }}>
              <Typography variant="body2">Signed in as {userEmail}</Typography>
            </MenuItem>
            <Divider />
            <MenuItem
              onClick={() => {
                setAccountAnchor(null);
                onSignOut();
              }}
            >
              <ListItemIcon>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              Sign out
            </MenuItem>
          </Menu>
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: drawerWidth },
          }}
        >
          <SidebarNav items={navItems} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
          }}
        >
          <SidebarNav items={navItems} />
        </Drawer>
      </Box>
      <Box component="main" id="main-content" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
