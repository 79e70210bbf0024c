import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './star-rating';
import { framed } from '../story-support/framed';

const meta = {
  title: 'Content/StarRating',
  component: StarRating,
  args: { value: 4.5 },
  decorators: [framed()],
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' }),
    ).toBeInTheDocument();
  },
};

export const Full: Story = { args: { value: 5 } };
export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 0 out of 5' }),
    ).toBeInTheDocument();
  },
};
export const OutOfRange: Story = {
  args: { value: 7 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toBeInTheDocument();
  },
};
export const Mobile: Story = {
  args: { size: 'small' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
