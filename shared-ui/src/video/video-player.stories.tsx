import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VideoPlayer } from './video-player';

const meta = {
  title: 'Media/VideoPlayer',
  component: VideoPlayer,
  args: { src: '/media/default-video.mp4', title: 'Inzira in 60 seconds' },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720, p: 2 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {};

export const Playing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Inzira in 60 seconds' }));
    const video = canvasElement.querySelector('video');
    await expect(video).not.toBeNull();
    await expect(video).toHaveAttribute('loop');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveTextContent('Your browser does not support the video tag.');

    // Wait until the browser really plays it (autoplay; muted if sound is refused).
    await waitFor(() => expect(video?.paused).toBe(false));

    const wasMuted = video?.muted;
    await userEvent.click(canvas.getByRole('button', { name: /^(Mute|Unmute)$/ }));
    await waitFor(() => expect(video?.muted).toBe(!wasMuted));
    await expect(
      canvas.getByRole('button', { name: wasMuted ? 'Mute' : 'Unmute' }),
    ).toBeInTheDocument();

    // What the visitor sees first: the button turns to Play once the video has stopped.
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(video?.paused).toBe(true);
  },
};

export const BrokenSource: Story = {
  args: { src: '/media/this-video-does-not-exist.mp4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Play video/ }));
    // Not a grey box: the poster stays and a link leads to the video itself.
    const link = await canvas.findByRole('link', { name: /Watch “/ });
    await expect(link).toHaveAttribute('href', '/media/this-video-does-not-exist.mp4');
    await expect(canvasElement.querySelector('img')).toBeInTheDocument();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'How a Kigali coffee cooperative tripled its online orders with a content and digital marketing campaign built by Inzira professionals',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
