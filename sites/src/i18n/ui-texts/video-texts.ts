import type { VideoTexts } from '@inzira/shared-ui/video';
import { m } from '../../paraglide/messages.js';

/** The video player's words in the page's language (docs/languages.md, "Catalogues"). */
export const videoTexts = (): VideoTexts => ({
  playVideo: (title) => m.video_play_video({ title }),
  watchThere: (title) => m.video_watch_there({ title }),
  unavailable: (title) => m.video_unavailable({ title }),
  cannotPlay: m.video_cannot_play(),
  unsupported: m.video_unsupported(),
  play: m.video_play(),
  pause: m.video_pause(),
  mute: m.video_mute(),
  unmute: m.video_unmute(),
});
