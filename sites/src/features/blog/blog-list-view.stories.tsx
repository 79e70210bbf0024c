import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogListView } from './blog-list-view';

const meta = {
  title: 'Sites/Blog/BlogListView',
  component: BlogListView,
  args: {
    query: {
      isLoading: false,
      data: [
        {
          id: 'a4000000-0000-4000-8000-000000000001',
          slug: 'planning-a-conference-in-kigali',
          title: 'Planning a Conference in Kigali: A Practical Checklist',
          excerpt:
            'Venues, permits, transport and the small details that make delegates come back.',
          category: 'Event Management',
          image: '/media/seed/blog-event-management.svg',
          authorName: 'Claudine Uwimana',
          createdAt: '2026-03-05T09:00:00Z',
        },
        {
          id: 'a4000000-0000-4000-8000-000000000003',
          slug: 'social-media-in-rwanda',
          title: 'Social Media in Rwanda: Where Your Customers Actually Are',
          excerpt: 'Which networks your customers use, and what they expect to see there.',
          category: 'Marketing',
          image: '/media/seed/blog-marketing.svg',
          authorName: 'Eric Niyonzima',
          createdAt: '2026-02-20T09:00:00Z',
        },
      ],
    },
  },
} satisfies Meta<typeof BlogListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: /Planning a Conference in Kigali/ }),
    ).toHaveAttribute('href', '/resources/blog/planning-a-conference-in-kigali');
  },
};

export const Loading: Story = {
  args: { query: { isLoading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading blog posts...',
    );
  },
};

export const Empty: Story = {
  args: { query: { isLoading: false, data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Blog Posts Yet' })).toBeInTheDocument();
    await expect(canvas.getByText('Check back soon for new content')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const LoadError: Story = {
  args: { query: { isLoading: false, error: new Error('Failed to fetch'), mutate: fn() } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch');
    // The message is red and the list is empty.
    await expect(getComputedStyle(alert).color).toMatch(/^rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.query.mutate).toHaveBeenCalledOnce();
  },
};
