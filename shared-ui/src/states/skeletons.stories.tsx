import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, within } from 'storybook/test';
import { CardSkeletonGrid, SkeletonList } from './skeletons';

const meta = {
  title: 'States/Skeletons',
  component: CardSkeletonGrid,
  args: { count: 3 },
} satisfies Meta<typeof CardSkeletonGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardGrid: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading...');
  },
};

export const CardGridWithoutMedia: Story = { args: { count: 6, mediaHeight: 0 } };

export const List: Story = {
  render: () => <SkeletonList count={4} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <Box sx={{ maxWidth: 360 }}>{Story()}</Box>],
};
