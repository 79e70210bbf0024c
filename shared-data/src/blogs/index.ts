export { blogKeys } from './keys';
export { countPublishedBlogs, usePublishedBlogCount } from './blog-count';
export {
  getBlog,
  getBlogBySlug,
  getPublishedBlogs,
  useBlog,
  useBlogBySlug,
  usePublishedBlogs,
  BLOG_TEXT_FIELDS,
  PUBLIC_BLOG_COLUMNS,
  type Blog,
  type LocalizedBlog,
  type PublicBlog,
} from './blog-queries';
export {
  createBlog,
  deleteBlog,
  updateBlog,
  useBlogActions,
  useBlogVote,
  voteOnBlog,
  type BlogReactions,
  type BlogVoteResult,
} from './blog-mutations';
export { BLOG_CATEGORIES, type BlogCategory } from './blog-categories';
export {
  blogSchema,
  PUBLICATIONS,
  publicationOf,
  slugify,
  slugPattern,
  toBlogRow,
  type BlogFormValues,
  type Publication,
} from './blog.schema';
export { getRelatedPosts, useRelatedPosts, type RelatedPost } from './related-posts';
export { storedVote, visitorId, type BlogVote } from './visitor-votes';
