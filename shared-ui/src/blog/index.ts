export { BlogCard } from './blog-card';
export { BlogPostView } from './blog-post-view';
export type { BlogPostViewProps } from './blog-post-view';
export type { BlogPost, BlogSummary, ReactionKind } from './types';
export { englishBlogTexts, type BlogTexts } from './blog-texts';
