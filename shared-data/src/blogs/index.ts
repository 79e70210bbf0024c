export { blogKeys } from './keys';
export { countPublishedBlogs, usePublishedBlogCount } from './blog-count';
export {
  getBlog,
  getBlogBySlug,
  getPublishedBlogs,
  useBlog,
  useBlogBySlug,
  usePublishedBlogs,
  type Blog,
} from './blog-queries';
export {
  createBlog,
  deleteBlog,
  reactToBlog,
  updateBlog,
  useBlogActions,
  useReactToBlog,
  type BlogReaction,
  type BlogReactions,
} from './blog-mutations';
export {
  BLOG_CATEGORIES,
  blogSchema,
  PUBLICATIONS,
  publicationOf,
  slugify,
  slugPattern,
  toBlogRow,
  type BlogCategory,
  type BlogFormValues,
  type Publication,
} from './blog.schema';
