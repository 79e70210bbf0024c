export { ProjectCard, visibleTags, defaultProjectImage, maxVisibleTags } from './project-card';
export type { ProjectSummary } from './project-card';
