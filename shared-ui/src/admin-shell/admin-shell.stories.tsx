import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminShell } from './admin-shell';
import { adminNavItems } from './admin-nav-items';

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: { route: '/admin/bookings' },
  args: {
    userEmail: 'admin@example.com',
    onSignOut: fn(),
    children: <Typography>Bookings table goes here.</Typography>,
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    for (const item of adminNavItems) {
      await expect(within(nav).getByRole('link', { name: item.label })).toHaveAttribute(
        'href',
        item.to,
      );
    }
    await expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
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
