import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TutorialCard } from './tutorial-card';

const meta = {
  title: 'Content/TutorialCard',
  component: TutorialCard,
  args: {
    tutorial: {
      title: 'Planning a content calendar',
      description: 'Build a month of posts in an afternoon.',
      duration: '45 mins',
      lessons: 12,
    },
    onPlay: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TutorialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 lessons')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Play tutorial: Planning a content calendar' }),
    );
    await expect(args.onPlay).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    tutorial: {
      title: 'Advanced analytics and reporting for multi-channel digital marketing campaigns',
      description:
        'Connect your ad accounts, define the metrics that matter, and build a weekly report your clients actually read, with worked examples from Rwandan retail and hospitality brands.',
      duration: '60 mins',
      lessons: 15,
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
