import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './carousel';
import { PartnerLogos } from './partner-logos';

const trackOf = (root: HTMLElement) => {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!track) throw new Error('carousel track not rendered');
  return track;
};
const playState = (root: HTMLElement) => getComputedStyle(trackOf(root)).animationPlayState;

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: {
    label: 'Skills',
    children: [
      'Photography',
      'Video Production',
      'Event Protocol',
      'Translation',
      'Social Media',
      'Copywriting',
    ].map((skill) => <Chip key={skill} label={skill} />),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    await expect(getComputedStyle(track).animationDuration).toBe('35s');
    await expect(playState(canvasElement)).toBe('running');
    // The seamless-loop copy is hidden from assistive technology.
    await expect(canvasElement.querySelector('[data-carousel-copy="duplicate"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(within(canvasElement).getAllByText('Photography')).toHaveLength(2);
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trackOf(canvasElement));
    await waitFor(() => expect(playState(canvasElement)).toBe('paused'));
    await userEvent.unhover(trackOf(canvasElement));
    await waitFor(() => expect(playState(canvasElement)).toBe('running'));
  },
};

export const PausesOnFocus: Story = {
  args: {
    label: 'Resources',
    children: ['Blog', 'Tutorials', 'Training'].map((name) => (
      <Link key={name} href={`#${name.toLowerCase()}`}>
        {name}
      </Link>
    )),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(playState(canvasElement)).toBe('running');
    await userEvent.tab();
    // Only the first copy of the track is reachable: the first tab lands on its first link.
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await waitFor(() => expect(playState(canvasElement)).toBe('paused'));
    // The loop copy is inert: the browser refuses to focus its links.
    const copies = canvasElement.querySelectorAll<HTMLAnchorElement>(
      '[data-carousel-copy="duplicate"] a',
    );
    await expect(copies).toHaveLength(3);
    for (const copy of copies) {
      copy.focus();
      await expect(copy).not.toHaveFocus();
    }
  },
};

export const PauseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Skills animation' }));
    await expect(canvas.getByRole('button', { name: 'Play Skills animation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Move the pointer away so only the button keeps it paused.
    await userEvent.unhover(trackOf(canvasElement));
    const focused = canvasElement.ownerDocument.activeElement;
    if (focused instanceof HTMLElement) focused.blur();
    await waitFor(() => expect(playState(canvasElement)).toBe('paused'));
  },
};

export const LeftToRight: Story = {
  args: { direction: 'ltr', durationSeconds: 20 },
  play: async ({ canvasElement }) => {
    const track = trackOf(canvasElement);
    await expect(getComputedStyle(track).animationDuration).toBe('20s');
    // The items travel rightwards: the track's offset grows from -50% towards 0.
    const offset = () => new DOMMatrix(getComputedStyle(track).transform).m41;
    const first = offset();
    await waitFor(() => expect(offset()).toBeGreaterThan(first));
  },
};

export const Partners: Story = {
  render: () => <PartnerLogos />,
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(trackOf(canvasElement)).animationDuration).toBe('30s');
    await expect(within(canvasElement).getByRole('img', { name: 'MobiMoni' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { children: [] } };

export const LongText: Story = {
  args: {
    children: [
      'Event protocol officers for state functions and international conferences',
      'Certified translators for Kinyarwanda, English, French and Swahili',
    ].map((text) => <Chip key={text} label={text} />),
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <Box sx={{ py: 2 }}>
        <Story />
      </Box>
    ),
  ],
};

/** Visitors who ask for reduced motion get a still, scrollable row without the loop copy. */
export const ReducedMotionRule: Story = {
  play: async ({ canvasElement }) => {
    const trackClasses = [...trackOf(canvasElement).classList];
    const reducedMotionRules = [...canvasElement.ownerDocument.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion: reduce'))
      .flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText));
    const trackRule = reducedMotionRules.find((text) =>
      trackClasses.some((name) => text.includes(`.${name}`)),
    );
    await expect(trackRule).toMatch(/animation: (none|auto ease 0s 1 normal none running none)/);
  },
};
