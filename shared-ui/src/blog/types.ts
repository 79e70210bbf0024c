import type { OtherLanguage } from '../card-parts';
export type ReactionKind = 'upvote' | 'downvote';

export interface BlogSummary {
  id: string;
  /** The post's address: /resources/blog/<slug>. */
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image?: string | null;
  /** What the image shows, for screen readers; none: the image is decorative. */
  imageAlt?: string | null;
  authorName: string;
  /** ISO timestamp. */
  createdAt: string;
  /** Set when the title and excerpt are in another language than the page's. */
  inOtherLanguage?: OtherLanguage;
}

export interface BlogPost extends BlogSummary {
  /** Markdown, rendered safely (no raw HTML). */
  content: string;
  authorRole?: string | null;
  authorImage?: string | null;
  reactions: { upvotes: number; downvotes: number };
}
