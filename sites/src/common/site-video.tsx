import { VideoEmbed, VideoTextsContext, type VideoEmbedProps } from '@inzira/shared-ui/video';
import { videoTexts } from '../i18n/ui-texts/video-texts';

/** The shared video player with its buttons and messages in the page's language. */
export function SiteVideo(props: VideoEmbedProps) {
  return (
    <VideoTextsContext value={videoTexts()}>
      <VideoEmbed {...props} />
    </VideoTextsContext>
  );
}
