import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BlogCard } from './blog-card';
import { BlogPostView } from './blog-post-view';
import type { BlogPost, ReactionKind } from './types';

const post: BlogPost = {
  id: 'b1',
  slug: 'five-lessons-from-running-protocol',
  title: 'Five lessons from running protocol at a 2,000-guest conference',
  excerpt:
    'What we learned about seating plans, interpreters and arrival flows at Kigali’s biggest event of the year.',
  category: 'Event Management',
  image: '/media/seed/blog-event-management.svg',
  authorName: 'Divine Ingabire',
  authorRole: 'Protocol Officer',
  createdAt: '2026-03-05T09:00:00Z',
  content:
    'Large events succeed or fail in the first hour.\n\nWe staffed arrival points with bilingual ushers and tested every route the day before.\n\n<script>alert("never run")</script> is shown as text, never as HTML.',
  reactions: { upvotes: 12, downvotes: 1 },
};

const meta = {
  title: 'Content/Blog/BlogPostView',
  component: BlogPostView,
  args: { post, onReact: fn(), isReacting: false },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    await expect(canvas.getByText('Thursday 5 March 2026', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(/is shown as text/)).toHaveTextContent(
      '<script>alert("never run")</script>',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Upvote (12)' }));
    await expect(args.onReact).toHaveBeenCalledWith('upvote');
    await userEvent.click(canvas.getByRole('button', { name: 'Downvote (1)' }));
    await expect(args.onReact).toHaveBeenLastCalledWith('downvote');
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute(
      'href',
      '/resources/blog',
    );
  },
};

export const Reacting: Story = {
  args: { isReacting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upvote (12)' })).toBeDisabled();
  },
};

/** Counts update once the parent stores the reaction and passes the saved post back. */
export const CountsUpdate: Story = {
  render: function Render(args) {
    const [current, setCurrent] = useState(args.post);
    const react = (kind: ReactionKind) => {
      args.onReact(kind);
      setCurrent((value) => ({
        ...value,
        reactions: {
          upvotes: value.reactions.upvotes + (kind === 'upvote' ? 1 : 0),
          downvotes: value.reactions.downvotes + (kind === 'downvote' ? 1 : 0),
        },
      }));
    };
    return <BlogPostView {...args} post={current} onReact={react} />;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upvote (12)' }));
    await expect(canvas.getByRole('button', { name: 'Upvote (13)' })).toBeInTheDocument();
  },
};

export const NoImage: Story = {
  args: { post: { ...post, image: null, authorImage: null, authorRole: null } },
};

export const LongText: Story = {
  args: {
    post: {
      ...post,
      title:
        'A very long headline about digital marketing analytics, reporting cadences and the metrics Rwandan SMEs should track every week',
      content: Array.from({ length: 8 }, () =>
        'Long paragraph text about marketing analytics and reporting. '.repeat(8),
      ).join('\n\n'),
      reactions: { upvotes: 123456, downvotes: 7890 },
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Cards: Story = {
  render: () => (
    <Box sx={{ p: 2 }}>
      <Grid container spacing={3}>
        {[
          post,
          {
            ...post,
            id: 'b2',
            slug: 'measuring-a-campaign',
            image: '/media/missing.png',
            category: 'Marketing',
            title: 'Measuring a campaign',
          },
          { ...post, id: 'b3', slug: 'no-image', image: null },
        ].map((item) => (
          <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <BlogCard post={item} />
          </Grid>
        ))}
      </Grid>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Measuring a campaign/ })).toHaveAttribute(
      'href',
      '/resources/blog/measuring-a-campaign',
    );
  },
};
