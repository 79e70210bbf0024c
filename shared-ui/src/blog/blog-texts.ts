import { formatKigaliDate } from '../dates';

/**
 * The blog card's and post page's words and date format. English by default (stories, the
 * admin's preview); the public site passes its catalogues' words and its language's dates
 * (docs/languages.md).
 */
export interface BlogTexts {
  /** A post's date, in words and on Kigali's clock. */
  date: (iso: string) => string;
  /** "5 min read". */
  readingTime: (minutes: number) => string;
  goBack: string;
  /** The reactions' group: "Was this post helpful?". */
  helpful: string;
  upvote: (count: number) => string;
  downvote: (count: number) => string;
}

export const englishBlogTexts: BlogTexts = {
  date: formatKigaliDate,
  readingTime: (minutes) => `${minutes} min read`,
  goBack: 'Go back',
  helpful: 'Was this post helpful?',
  upvote: (count) => `Upvote (${count})`,
  downvote: (count) => `Downvote (${count})`,
};
