export { parseVideoUrl } from './parse-video-url';
export type { ParsedVideo } from './parse-video-url';
export { VideoEmbed } from './video-embed';
export type { VideoEmbedProps } from './video-embed';
export { VideoPlayer } from './video-player';
export type { VideoPlayerProps } from './video-player';
export { englishVideoTexts, VideoTextsContext, type VideoTexts } from './video-texts';
