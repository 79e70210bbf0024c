export { BlogListSection } from './blog-list-section';
export { BlogPostSection } from './blog-post-section';
export { postPath } from './post-path';
