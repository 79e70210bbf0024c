import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, within } from 'storybook/test';
import { StatusBadge, bookingStatuses } from './status-badge';

const meta = {
  title: 'Admin/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  decorators: [
    (Story) => (
      <Stack sx={{ p: 2 }} direction="row">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    // The label must read exactly "Pending", no stray letters (docs/product-decisions.md, decision 13).
    await expect(within(canvasElement).getByText('Pending')).toBeInTheDocument();
  },
};
export const Confirmed: Story = { args: { status: 'confirmed' } };
export const Completed: Story = { args: { status: 'completed' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };

export const AllStatuses: Story = {
  render: () => (
    <Stack direction="row" spacing={1}>
      {bookingStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ['Pending', 'Confirmed', 'Completed', 'Cancelled'].map(
      (label) =>
        getComputedStyle(canvas.getByText(label).parentElement ?? canvasElement).backgroundColor,
    );
    // Four statuses, four distinct colours (yellow, green, blue, red from the theme).
    await expect(new Set(colours).size).toBe(4);
  },
};

export const Mobile: Story = {
  args: { status: 'confirmed', size: 'medium' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
