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
      duration: '5 min read',
      lessons: 4,
    },
    to: '/resources/tutorials/planning-a-content-calendar',
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

/** Without a video there is nothing to play: the card leads to the lessons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 lessons')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Play/ })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Read the lessons: Planning a content calendar' }),
    ).toHaveAttribute('href', '/resources/tutorials/planning-a-content-calendar');
  },
};

export const WithVideo: Story = {
  args: { onPlay: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
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
      duration: '12 min read',
      lessons: 15,
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
