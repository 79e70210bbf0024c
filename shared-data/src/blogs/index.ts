export { blogKeys } from './keys';
export { countPublishedBlogs, usePublishedBlogCount } from './blog-count';
export { getBlog, getPublishedBlogs, useBlog, usePublishedBlogs, type Blog } from './blog-queries';
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
  toBlogRow,
  type BlogCategory,
  type BlogFormValues,
} from './blog.schema';
