import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TestimonialCard } from './testimonial-card';
import { TestimonialModal } from './testimonial-modal';
import type { Testimonial } from './types';

const testimonial: Testimonial = {
  id: 't1',
  quote: 'Inzira found us a videographer in two days and our launch video tripled our bookings.',
  author: 'Aline Uwase',
  role: 'Founder',
  company: 'Kigali Fresh',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  fullStory:
    'We needed a launch video for our produce delivery service on short notice.\n\nInzira matched us with a videographer and a social media strategist; within a month our weekly orders had tripled.',
};

/** The card opens the modal, as on the home page. */
function TestimonialDemo({ item, onBook }: { item: Testimonial; onBook: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ p: 2, maxWidth: 420 }}>
      <TestimonialCard testimonial={item} onOpen={() => setOpen(true)} />
      <TestimonialModal
        testimonial={item}
        open={open}
        onClose={() => setOpen(false)}
        onBook={onBook}
      />
    </Box>
  );
}

const meta = {
  title: 'Content/Testimonial',
  component: TestimonialDemo,
  args: { item: testimonial, onBook: fn() },
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof TestimonialDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {};

export const ModalBookYoursNow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Watch Story: Aline Uwase' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: /Aline Uwase/ });
    await expect(within(dialog).getByText('Founder, Kigali Fresh')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Yours Now' }));
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

export const ModalFullStoryAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Watch Story: Aline Uwase' });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Full Story' }));
    await expect(within(dialog).getByText(/weekly orders had tripled/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // Focus goes back to the card that opened the modal.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A written story without a video is read, not watched, and plays no stand-in clip. */
export const NoVideoWithStory: Story = {
  args: { item: { ...testimonial, videoUrl: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Watch Story/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Read Story: Aline Uwase' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: /Play video/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Full Story' }));
    await expect(dialog.getByText(/weekly orders had tripled/)).toBeInTheDocument();
  },
};

/** Neither video nor story: the quote is all there is, so the card offers no button. */
export const NoVideoNoFullStory: Story = {
  args: { item: { ...testimonial, videoUrl: null, fullStory: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/**
 * On a French page, a testimonial whose French translation is missing: the card and the story
 * say so in the page's language, and mark the English texts as English.
 */
export const InEnglishOnAFrenchPage: Story = {
  args: {
    item: { ...testimonial, videoUrl: null, inOtherLanguage: { lang: 'en', label: 'En anglais' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('En anglais');
    await expect(label).toBeVisible();
    // The English texts carry lang="en" inside the card (the story frame's <html> is English
    // too, so the element must be the card's own); the label speaks the page's language.
    const quote = canvas.getByText(/launch video tripled/).closest('[lang]');
    await expect(quote).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('article')).toContainElement(quote as HTMLElement);
    await expect(quote).not.toContainElement(label);
    await userEvent.click(canvas.getByRole('button', { name: 'Read Story: Aline Uwase' }));
    const dialogElement = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const dialog = within(dialogElement);
    const dialogLabel = dialog.getByText('En anglais');
    // Visible once the dialog's fade is over.
    await waitFor(() => expect(dialogLabel).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Full Story' }));
    const story = dialog.getByText(/weekly orders had tripled/).closest('[lang]');
    await expect(story).toHaveAttribute('lang', 'en');
    await expect(dialogElement).toContainElement(story as HTMLElement);
    await expect(story).not.toContainElement(dialogLabel);
  },
};

export const LongText: Story = {
  args: {
    item: {
      ...testimonial,
      author: 'Marie-Claire Uwamahoro Nyirabahizi',
      role: 'Head of Communications and Events',
      company: 'Rwanda Association of Cooperative Producers and Exporters',
      quote:
        'From translation of our annual report into four languages to protocol officers for our international investor conference, every professional was prepared, punctual and proud of the work.',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Watch/ }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog'),
    ).toBeInTheDocument();
  },
};
