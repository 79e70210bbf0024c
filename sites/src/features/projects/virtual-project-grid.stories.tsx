import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { projectGrid, VirtualProjectGrid } from './virtual-project-grid';

const portfolio = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `project-${index + 1}`,
    title: `Project ${index + 1}`,
    description: 'A launch video and a four-week social media campaign.',
    technologies: ['Photography', 'Social Media'],
  }));

const meta = {
  title: 'Sites/Projects/VirtualProjectGrid',
  component: VirtualProjectGrid,
  args: { projects: portfolio(9), pathOf: (project) => `/projects/${project.id}` },
} satisfies Meta<typeof VirtualProjectGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Project portfolio' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** Nine projects: every card is there, each linking to its own page. */
export const ShortPortfolio: Story = {
  play: async ({ canvasElement }) => {
    await expect(links(canvasElement)).toEqual(portfolio(9).map((p) => `/projects/${p.id}`));
  },
};

/**
 * Five hundred projects: the first cards are there as in the HTML, then only the rows near the
 * window; scrolling to the end brings the last project in.
 */
export const LongPortfolio: Story = {
  args: { projects: portfolio(500) },
  play: async ({ canvasElement }) => {
    const first = portfolio(projectGrid.inHtml + 1).map((p) => `/projects/${p.id}`);
    await waitFor(() => expect(links(canvasElement).slice(0, first.length)).toEqual(first));
    expect(links(canvasElement).length).toBeLessThan(100);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(links(canvasElement)).toContain('/projects/project-500'));
    expect(links(canvasElement)).toContain('/projects/project-1');
    expect(links(canvasElement).length).toBeLessThan(100);
    window.scrollTo(0, 0);
  },
};
