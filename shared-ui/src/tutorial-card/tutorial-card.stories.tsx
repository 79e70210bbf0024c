import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TutorialCard } from './tutorial-card';
import { framed } from '../story-support/framed';

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
  decorators: [framed(420)],
} satisfies Meta<typeof TutorialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a video there is nothing to play: the card leads to the lessons. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 lessons')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Play/ })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Read the lessons: Planning a content calendar' }),
    ).toHaveAttribute('href', '/resources/tutorials/planning-a-content-calendar');
  },
};

export const WithVideo: Story = {
  args: { onPlay: fn() },
  play: async ({ canvas, args }) => {
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
