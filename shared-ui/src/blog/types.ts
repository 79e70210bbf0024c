export type ReactionKind = 'upvote' | 'downvote';

export interface BlogSummary {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  image?: string | null;
  authorName: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface BlogPost extends BlogSummary {
  content: string;
  authorRole?: string | null;
  authorImage?: string | null;
  reactions: { upvotes: number; downvotes: number };
}
