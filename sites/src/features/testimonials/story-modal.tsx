import { TestimonialModal, type TestimonialModalProps } from '@inzira/shared-ui/testimonial-modal';
import { VideoTextsContext } from '@inzira/shared-ui/video';
import { testimonialModalTexts } from '../../i18n/ui-texts/testimonial-texts';
import { videoTexts } from '../../i18n/ui-texts/video-texts';

/**
 * The testimonial modal in the page's language. Its own module, loaded when a visitor opens a
 * story, so the modal's and the player's words travel with the modal, not with the page.
 */
export function StoryModal(props: Omit<TestimonialModalProps, 'texts'>) {
  return (
    <VideoTextsContext value={videoTexts()}>
      <TestimonialModal {...props} texts={testimonialModalTexts()} />
    </VideoTextsContext>
  );
}
