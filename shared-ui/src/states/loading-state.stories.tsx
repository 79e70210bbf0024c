import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { LoadingState } from './loading-state';

const meta = {
  title: 'States/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading professionals...', minHeight: 120 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading professionals...' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Loading the professionals, projects, testimonials and blog posts of the agency...',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
};
