/**
 * The testimonial card's and modal's words. English by default (stories, the admin); the public
 * site passes its catalogues' words (docs/languages.md).
 */
export interface TestimonialTexts {
  watchStory: string;
  readStory: string;
  /** The card's button named with its author: "Watch Story: {author}". */
  watchStoryOf: (author: string) => string;
  readStoryOf: (author: string) => string;
  fullStory: string;
  close: string;
  closeDialog: string;
  bookYours: string;
  /** The video's title: "{author}’s story". */
  storyVideo: (author: string) => string;
}

/** What the card shows (the modal's words stay with the modal's own chunk). */
export type TestimonialCardTexts = Pick<
  TestimonialTexts,
  'watchStory' | 'readStory' | 'watchStoryOf' | 'readStoryOf'
>;

export type TestimonialModalTexts = Omit<TestimonialTexts, keyof TestimonialCardTexts>;

export const englishTestimonialTexts: TestimonialTexts = {
  watchStory: 'Watch Story',
  readStory: 'Read Story',
  watchStoryOf: (author) => `Watch Story: ${author}`,
  readStoryOf: (author) => `Read Story: ${author}`,
  fullStory: 'Full Story',
  close: 'Close',
  closeDialog: 'Close dialog',
  bookYours: 'Book Yours Now',
  storyVideo: (author) => `${author}’s story`,
};
