import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CourseCard, type Course } from './course-card';
import { framed } from '../story-support/framed';

const course: Course = {
  id: 'c1',
  title: 'Social Media Marketing Fundamentals',
  description: 'Plan, publish and measure campaigns on the networks your customers use.',
  image: '/media/seed/blog-marketing.svg',
  level: 'Beginner',
  duration: '6 weeks',
  students: 1250,
  modules: 8,
  rating: 4.7,
  price: 'RWF 120,000',
  instructor: { name: 'Grace Mukamana', title: 'Digital Marketer' },
  topics: ['Content planning', 'Paid social', 'Analytics'],
};

const meta = {
  title: 'Content/CourseCard',
  component: CourseCard,
  args: { course, onEnroll: fn() },
  decorators: [framed(400)],
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByText('1,250 students')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Enroll Now/ }));
    await expect(args.onEnroll).toHaveBeenCalledOnce();
  },
};

/** Without counted students or real reviews the card shows neither figure. */
export const WithoutFigures: Story = {
  args: { course: { ...course, students: undefined, rating: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/students/)).toBeNull();
    await expect(canvas.queryByRole('img', { name: /Rated/ })).toBeNull();
    await expect(canvas.getByText('8 modules')).toBeInTheDocument();
  },
};

export const CustomAction: Story = {
  args: {
    action: (
      <a href="#enroll" aria-label={`Enroll Now: ${course.title}`}>
        Enroll Now
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Enroll Now/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Enroll Now/ })).not.toBeInTheDocument();
  },
};

export const NoImageNoTopics: Story = {
  args: { course: { ...course, image: null, topics: [], level: 'Advanced' } },
};

export const LongText: Story = {
  args: {
    course: {
      ...course,
      title:
        'Professional Event Protocol, Diplomatic Etiquette and International Conference Management',
      description:
        'A complete programme covering precedence, seating, flag etiquette, VIP movements, interpreter coordination and crisis handling for international conferences.',
      topics: [
        'Precedence',
        'Seating plans',
        'Flag etiquette',
        'VIP movements',
        'Interpreters',
        'Crisis handling',
      ],
      price: 'RWF 1,250,000',
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
