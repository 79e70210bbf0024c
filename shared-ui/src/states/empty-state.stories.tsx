import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './empty-state';
import { longText } from './story-fixtures';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Blog Posts Yet',
    text: 'Check back soon for new content',
    action: { label: 'Back to Home', href: '/' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const WithButtonAction: Story = {
  args: {
    title: 'No services yet',
    text: undefined,
    action: { label: 'Add Service', onClick: fn() },
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Service' }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

export const TitleOnly: Story = {
  args: { title: 'No data available', text: undefined, action: undefined },
};

export const LongText: Story = {
  args: { title: 'Nothing matches your filters right now', text: longText },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
  args: { text: longText },
};
