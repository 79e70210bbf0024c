export { FloatingBookCard } from './floating-book-card';
export { ProjectsSection } from './projects-section';
