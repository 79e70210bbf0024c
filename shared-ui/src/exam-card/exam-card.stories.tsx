import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExamCard } from './exam-card';
import { framed } from '../story-support/framed';

const meta = {
  title: 'Content/ExamCard',
  component: ExamCard,
  args: {
    exam: {
      title: 'Event Management Certification',
      level: 'Advanced',
      duration: 'About 10 minutes',
      questions: 5,
    },
    to: '/resources/tests/event-management-certification',
  },
  decorators: [framed(360)],
} satisfies Meta<typeof ExamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start Exam leads to the test itself, never to a sales form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 questions')).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', { name: 'Start Exam: Event Management Certification' }),
    ).toHaveAttribute('href', '/resources/tests/event-management-certification');
  },
};

export const Intermediate: Story = {
  args: {
    exam: {
      title: 'Digital Marketing Expert',
      level: 'Intermediate',
      duration: 'About 10 minutes',
      questions: 5,
    },
  },
};

export const LongText: Story = {
  args: {
    exam: {
      title: 'Protocol Officer Certification for International Conferences and State Functions',
      level: 'Professional',
      duration: 'About 30 minutes',
      questions: 15,
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
