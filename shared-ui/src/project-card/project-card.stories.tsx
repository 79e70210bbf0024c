import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProjectCard } from './project-card';
import { framed } from '../story-support/framed';

const meta = {
  title: 'Content/ProjectCard',
  component: ProjectCard,
  args: {
    project: {
      id: 'p1',
      title: 'Kigali Fresh launch campaign',
      description: 'A launch video, product photography and a four-week social media campaign.',
      image: '/media/seed/project-1.svg',
      clientName: 'Kigali Fresh',
      technologies: ['Video Production', 'Photography', 'Social Media', 'Analytics', 'Copywriting'],
    },
    onOpen: fn(),
  },
  decorators: [framed(380)],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Social Media')).toBeInTheDocument();
    await expect(canvas.queryByText('Analytics')).toBeNull();
    await expect(canvas.getByText('+2 more')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Kigali Fresh launch campaign/ }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** On the site the card is a link to the project's own page. */
export const LinksToItsPage: Story = {
  args: { to: '/projects/kigali-fresh-launch-campaign', onOpen: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /Kigali Fresh launch campaign/ }),
    ).toHaveAttribute('href', '/projects/kigali-fresh-launch-campaign');
  },
};

export const ThreeTagsNoMore: Story = {
  args: {
    project: {
      id: 'p2',
      title: 'Protocol for an investor forum',
      description: 'Ushers and protocol officers.',
      technologies: ['Protocol', 'Translation', 'Logistics'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/more$/)).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: {
    project: {
      id: 'p3',
      title: 'Broken image',
      description: 'The image URL does not exist.',
      image: '/media/missing.png',
      technologies: [],
    },
  },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await waitFor(() => expect(img?.getAttribute('src')).toBe('/media/default-image.svg'));
  },
};

export const LongText: Story = {
  args: {
    project: {
      id: 'p4',
      title:
        'National tourism week: interpretation, protocol, photography and live social coverage across five provinces',
      description:
        'Over seven days our team of twenty professionals covered events in Kigali, Musanze, Rubavu, Huye and Nyagatare, providing interpretation in four languages, protocol for visiting delegations, live photography and a social media desk that published more than three hundred posts.',
      technologies: [
        'Interpretation',
        'Protocol',
        'Photography',
        'Social Media',
        'Video',
        'Logistics',
        'Copywriting',
      ],
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
