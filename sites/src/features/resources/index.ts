export { CourseList } from './course-list';
export { DocsLinkGrid, DocsSearch, useDocsQuery } from './docs-browser';
export { ExamList } from './exam-list';
export { ResourceCardGrid } from './resource-card-grid';
export { TutorialList } from './tutorial-list';
