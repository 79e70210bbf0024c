import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExamCard } from './exam-card';

const meta = {
  title: 'Content/ExamCard',
  component: ExamCard,
  args: {
    exam: {
      title: 'Event Management Certification',
      level: 'Advanced',
      duration: '2 hours',
      questions: 100,
      participants: '2.5k+',
    },
    onStart: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 360 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ExamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('100 questions')).toBeInTheDocument();
    await expect(canvas.getByText('2.5k+ participants')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Start Exam/ }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

export const Intermediate: Story = {
  args: {
    exam: {
      title: 'Digital Marketing Expert',
      level: 'Intermediate',
      duration: '1.5 hours',
      questions: 75,
      participants: '1.8k+',
    },
  },
};

export const LongText: Story = {
  args: {
    exam: {
      title: 'Protocol Officer Certification for International Conferences and State Functions',
      level: 'Professional',
      duration: '2 hours 30 minutes',
      questions: 90,
      participants: '1.2k+',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
