import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminShell } from './admin-shell';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import type { AdminNavItem } from './admin-shell';

// The app owns its screens and URLs; the story hands in a few, one with unread items.
const navItems: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin/dashboard', icon: DashboardIcon },
  { label: 'Bookings', to: '/admin/bookings', icon: EventAvailableIcon, badge: 3 },
  { label: 'Consultations', to: '/admin/consultations', icon: VideoCallIcon, badge: 0 },
  { label: 'Settings', to: '/admin/settings', icon: SettingsIcon },
];

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: { route: '/admin/bookings' },
  args: {
    navItems,
    userEmail: 'admin@example.com',
    onSignOut: fn(),
    children: <Typography>Bookings table goes here.</Typography>,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    for (const item of navItems) {
      const name = item.badge ? new RegExp(`^${item.label}\\W+${item.badge} new$`) : item.label;
      await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', item.to);
    }
    await expect(within(nav).getByRole('link', { name: /^Bookings\W+3 new$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
  },
};

export const SignOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Account menu for admin@example.com' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const LongEmail: Story = {
  args: { userEmail: 'a.very.long.administrator.address.for.testing@agency-subdomain.example.com' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(
        body.getAllByRole('link', { name: 'Settings' }).some((link) => link.checkVisibility()),
      ).toBe(true),
    );
  },
};
