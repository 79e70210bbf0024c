// Loaded on demand by alternate-paths.ts: the reads of the pages whose address differs by
// language, kept out of the chunk every page loads (the post and project pages have them).
export { getBlogBySlug } from '@inzira/shared-data/blogs';
export { getProjectBySlug } from '@inzira/shared-data/projects';
