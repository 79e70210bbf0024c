export { FloatingBookCard } from './floating-book-card';
export { ProjectPageView, projectBookingMessage } from './project-page-view';
export { ProjectsSection } from './projects-section';
export { projectPath } from './to-project-summary';
