import type { TestimonialCardTexts } from '@inzira/shared-ui/testimonial';
import type { TestimonialModalTexts } from '@inzira/shared-ui/testimonial-modal';
import { m } from '../../paraglide/messages.js';

// The testimonial card's and modal's words in the page's language (docs/languages.md); apart,
// so the modal's words load with the modal.

export const testimonialCardTexts = (): TestimonialCardTexts => ({
  watchStory: m.testimonial_watch_story(),
  readStory: m.testimonial_read_story(),
  watchStoryOf: (author) => m.testimonial_watch_story_of({ author }),
  readStoryOf: (author) => m.testimonial_read_story_of({ author }),
});

export const testimonialModalTexts = (): TestimonialModalTexts => ({
  fullStory: m.testimonial_full_story(),
  close: m.close(),
  closeDialog: m.testimonial_close_dialog(),
  bookYours: m.testimonial_book_yours(),
  storyVideo: (author) => m.testimonial_story_video({ author }),
});
