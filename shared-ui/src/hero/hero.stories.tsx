import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Hero } from './hero';

const learnMore = fn();

const meta = {
  title: 'Content/Hero',
  component: Hero,
  args: {
    title: 'Connect with Elite Professionals',
    subtitle:
      'Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts',
    actions: [
      { label: 'Learn More', onClick: learnMore },
      { label: 'View Services', to: '/services', variant: 'secondary' },
    ],
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Connect with Elite Professionals' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More' }));
    await expect(learnMore).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'View Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  },
};

export const WithEyebrowAndImage: Story = {
  args: {
    eyebrow: 'Partners',
    title: 'Become a Partner',
    subtitle: 'Grow with Rwanda’s network of creative and marketing professionals.',
    backgroundImage: '/media/default-poster.svg',
    actions: [{ label: 'Apply Now', onClick: fn() }],
  },
};

export const LeftAligned: Story = { args: { align: 'left' } };

export const LongText: Story = {
  args: {
    title:
      'Connect with elite professionals in content creation, marketing, advertising, protocol and translation',
    subtitle:
      'Your gateway to top-tier Content Creators, Digital Marketing, and Advertising Experts, event protocol officers, translators and administrative assistants across Rwanda and beyond.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
