import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, within } from 'storybook/test';
import { VideoEmbed } from './video-embed';

const meta = {
  title: 'Media/VideoEmbed',
  component: VideoEmbed,
  args: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Customer story: Kigali Fresh' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, p: 2 }}>
        <Story />
      </Box>
    ),
  ],
  // The provider's page cannot load offline; axe must not wait on the cross-origin frame.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing is loaded from the provider before the visitor asks for it.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Play video: Customer story: Kigali Fresh' }),
    );
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Customer story: Kigali Fresh');
    await expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
  },
};

export const YouTubeShorts: Story = {
  args: { url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Play video/ }));
    await expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toContain(
      '/embed/dQw4w9WgXcQ',
    );
  },
};

export const Vimeo: Story = {
  args: { url: 'https://vimeo.com/76979871' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Play video/ }));
    await expect(canvasElement.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    );
  },
};

/** A blocked or failed provider frame falls back to the poster and a link to the video. */
export const BlockedEmbed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Play video/ }));
    canvasElement.querySelector('iframe')?.dispatchEvent(new Event('error'));
    const link = await canvas.findByRole('link', {
      name: /Watch “Customer story: Kigali Fresh”/,
    });
    await expect(link).toHaveAttribute('href', 'https://youtu.be/dQw4w9WgXcQ');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/media/default-poster.svg',
    );
  },
};

export const VideoFile: Story = {
  args: { url: '/media/default-video.mp4' },
};

export const UnknownLink: Story = {
  args: { url: 'https://example.com/our-story' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: /Watch “Customer story: Kigali Fresh”/ }),
    ).toHaveAttribute('href', 'https://example.com/our-story');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const NotAWebAddress: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByText('Video unavailable: Customer story: Kigali Fresh'),
    ).toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    url: 'https://example.com/our-story',
    title:
      'A very long video title describing a multi-week event protocol and translation engagement across three cities',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
