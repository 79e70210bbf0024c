import type { Meta, StoryObj } from '@storybook/react-vite';
import PeopleIcon from '@mui/icons-material/People';
import { expect, within } from 'storybook/test';
import { StatCard } from './stat-card';
import { framed } from '../story-support/framed';

const meta = {
  title: 'Admin/StatCard',
  component: StatCard,
  args: {
    label: 'Total Professionals',
    value: 45,
    trend: '+12% from last month',
    trendDirection: 'up',
    icon: <PeopleIcon />,
  },
  decorators: [framed(320)],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total Professionals' })).toBeInTheDocument();
    await expect(canvas.getByText('45')).toBeInTheDocument();
    await expect(canvas.getByText('Up:')).toBeInTheDocument();
  },
};
export const TrendDown: Story = {
  args: {
    label: 'Active Bookings',
    value: 128,
    trend: '-3% from last week',
    trendDirection: 'down',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Down:')).toBeInTheDocument();
  },
};
export const Rating: Story = {
  args: { label: 'Customer Rating', value: '4.8 / 5', trend: 'No change', trendDirection: 'flat' },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('45')).toBeNull();
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};
export const LongText: Story = {
  args: {
    label: 'Completed projects across content creation, marketing and event protocol',
    value: 1234567890,
    trend: '+120 completed this quarter compared with the previous quarter',
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
