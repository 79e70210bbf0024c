import type { BlogTexts } from '@inzira/shared-ui/blog';
import { kigaliDate } from '../formats';
import { m } from '../../paraglide/messages.js';

/** The blog card's and post page's words and dates in the page's language (docs/languages.md). */
export const blogTexts = (): BlogTexts => ({
  date: kigaliDate,
  readingTime: (minutes) => m.blog_reading_time({ minutes }),
  goBack: m.blog_go_back(),
  helpful: m.blog_helpful(),
  upvote: (count) => m.blog_upvote({ count }),
  downvote: (count) => m.blog_downvote({ count }),
});
