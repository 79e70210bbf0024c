import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Site shell/SiteLayout',
  component: SiteLayout,
  args: {
    adminUrl: 'https://admin.example.com',
    children: (
      <Container sx={{ py: 6 }}>
        <Typography variant="h1">Connect with Elite Professionals</Typography>
        <Typography sx={{ mt: 2 }}>Page content renders inside the main landmark.</Typography>
      </Container>
    ),
  },
} satisfies Meta<typeof SiteLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      'https://admin.example.com',
    );
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Inzira`)).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

export const CommunityMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Community' }));
    // The menu renders in a portal outside the story root.
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Partners' })).toHaveAttribute(
      'href',
      '/partners',
    );
    await expect(body.getByRole('menuitem', { name: 'Competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('menuitem', { name: 'Partners' })).not.toBeInTheDocument(),
    );
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const body = within(canvasElement.ownerDocument.body);
    const mobileNav = await body.findByRole('navigation', { name: 'Mobile' });
    await expect(within(mobileNav).getByRole('link', { name: 'Competitions' })).toHaveAttribute(
      'href',
      '/competitions',
    );
    await userEvent.click(body.getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(body.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Container sx={{ py: 6 }}>
        <Typography variant="h1">
          A very long page title that wraps onto several lines on narrow screens
        </Typography>
        {Array.from({ length: 12 }, (_, index) => (
          <Typography key={index} sx={{ mt: 2 }}>
            Paragraph {index + 1}: Inzira connects businesses with professionals in content
            creation, digital marketing, advertising, event protocol, translation and administrative
            support.
          </Typography>
        ))}
      </Container>
    ),
  },
};
