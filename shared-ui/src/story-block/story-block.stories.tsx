import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import { expect, userEvent, within } from 'storybook/test';
import { StoryBlock, type CustomerStory } from './story-block';

const story: CustomerStory = {
  id: 's1',
  author: 'Aline Uwase',
  role: 'Founder',
  company: 'Kigali Fresh',
  rating: 5,
  headline: 'Tripling weekly orders in one month',
  featuredQuote: 'Inzira found us the right people in two days.',
  testimonial:
    'We needed a launch video and a social media plan on short notice.\n\nThe team delivered both, and our weekly orders tripled within a month.',
  image: '/media/seed/project-2.svg',
  videoUrl: null,
  results: ['3× weekly orders', '12,000 new followers', 'Launch video with 80,000 views'],
};

const meta = {
  title: 'Content/StoryBlock',
  component: StoryBlock,
  args: { story },
  decorators: [
    (Story) => (
      <Container>
        <Story />
      </Container>
    ),
  ],
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof StoryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Results Achieved' })).toBeInTheDocument();
    await expect(canvas.getByText('12,000 new followers')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByText('Founder, Kigali Fresh')).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const WithVideo: Story = {
  args: { story: { ...story, videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Play video: Kigali Fresh/ }),
    );
    await expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toContain(
      'youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  },
};

export const BrokenVideoLink: Story = {
  args: { story: { ...story, videoUrl: 'https://example.com/watch/our-story' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Watch/ })).toHaveAttribute(
      'href',
      'https://example.com/watch/our-story',
    );
  },
};

/**
 * On a French page, a story whose French translation is missing: a label in the page's language
 * says so, and the story's own texts are marked as English; the results heading is the page's.
 */
export const InEnglishOnAFrenchPage: Story = {
  args: {
    story: { ...story, inOtherLanguage: { lang: 'en', label: 'En anglais' } },
    resultsHeading: 'Résultats obtenus',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('En anglais');
    await expect(label).toBeVisible();
    // The story frame's <html> is English too: each lang must be the block's own element.
    const article = canvas.getByRole('article');
    for (const text of [
      canvas.getByRole('heading', { name: story.headline }),
      canvas.getByText(/found us the right people/),
      canvas.getByText(/weekly orders tripled/),
      canvas.getByText('12,000 new followers'),
    ]) {
      const marked = text.closest('[lang]');
      await expect(marked).toHaveAttribute('lang', 'en');
      await expect(article).toContainElement(marked as HTMLElement);
    }
    // The label and the results heading speak the page's language: no lang of the block's own.
    await expect(article.contains(label.closest('[lang]'))).toBe(false);
    const heading = canvas.getByRole('heading', { name: 'Résultats obtenus' });
    await expect(article.contains(heading.closest('[lang]'))).toBe(false);
  },
};

export const Reversed: Story = { args: { reverse: true } };

export const NoResults: Story = {
  args: { story: { ...story, results: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Results Achieved')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    story: {
      ...story,
      headline:
        'How a national cooperative union professionalised its events, translations and communication in a single year',
      testimonial: Array.from({ length: 4 }, () =>
        'A long paragraph about the engagement and its outcomes. '.repeat(6),
      ).join('\n\n'),
      results: [
        'Four languages for every publication',
        'Twelve events with zero protocol incidents',
        'Forty percent lower agency costs',
      ],
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
