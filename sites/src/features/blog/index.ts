export { BlogListSection } from './blog-list-section';
export { BlogPostSection } from './blog-post-section';
