import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Site shell/SiteLayout',
  component: SiteLayout,
  // The full header nav shows from 1200 px; phone stories switch to mobile1.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // The admin is reached on its own domain: the public footer never links to it.
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    const company = canvas.getByRole('navigation', { name: 'Company' });
    await expect(within(company).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'href',
      '/about',
    );
    await expect(canvas.getByText(`© ${new Date().getFullYear()} Inzira`)).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
  },
};

export const ActivePage: Story = {
  parameters: { route: '/projects' },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const projects = main.getByRole('link', { name: 'Projects' });
    await expect(projects).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Services' })).not.toHaveAttribute('aria-current');
  },
};

export const ResourcesMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resources' }));
    const body = within(canvasElement.ownerDocument.body);
    for (const [name, href] of [
      ['All Resources', '/resources'],
      ['Training', '/resources/training'],
      ['Docs', '/resources/docs'],
      ['Tutorials', '/resources/tutorials'],
      ['Tests', '/resources/tests'],
    ]) {
      await expect(await body.findByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menuitem', { name: 'Docs' })).toBeNull());
  },
};

export const FocusRing: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Resources' });
    // Tab from the brand link until the Resources button has keyboard focus.
    within(canvas.getByRole('banner')).getByRole('link', { name: 'Inzira home' }).focus();
    for (let step = 0; step < 12 && document.activeElement !== button; step += 1) {
      await userEvent.tab();
    }
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    await expect(style.outlineStyle).toBe('solid');
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
    await expect(within(mobileNav).getByRole('link', { name: 'Tests' })).toHaveAttribute(
      'href',
      '/resources/tests',
    );
    await expect(within(mobileNav).getByRole('link', { name: 'Customer Stories' })).toHaveAttribute(
      'href',
      '/customer-stories',
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
