export { ProjectCard, visibleTags, defaultProjectImage, maxVisibleTags } from './project-card';
export { englishProjectCardTexts } from './project-card';
export type { ProjectCardTexts, ProjectSummary } from './project-card';
