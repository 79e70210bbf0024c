import { createContext, useContext } from 'react';

/**
 * The video player's words. English by default; an app in another language wraps its videos in
 * `VideoTextsContext` with its own (the public site, docs/languages.md).
 */
export interface VideoTexts {
  /** The poster's play button: "Play video: {title}". */
  playVideo: (title: string) => string;
  /** A link to watch the video where it lives: "Watch “{title}”". */
  watchThere: (title: string) => string;
  /** A video address that is no web address at all. */
  unavailable: (title: string) => string;
  cannotPlay: string;
  unsupported: string;
  play: string;
  pause: string;
  mute: string;
  unmute: string;
}

export const englishVideoTexts: VideoTexts = {
  playVideo: (title) => `Play video: ${title}`,
  watchThere: (title) => `Watch “${title}”`,
  unavailable: (title) => `Video unavailable: ${title}`,
  cannotPlay: 'This video cannot play here.',
  unsupported: 'Your browser does not support the video tag.',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
};

export const VideoTextsContext = createContext<VideoTexts>(englishVideoTexts);

export const useVideoTexts = (): VideoTexts => useContext(VideoTextsContext);
