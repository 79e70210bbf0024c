export { ContentBody } from './content-body';
export { docIndex, docPath, useDocArticle, type DocArticle } from './content/doc-articles';
export { examIndex, examMinutes, examPath, useExam, type ExamContent } from './content/exams';
export { howWeWorkSteps } from './content/how-we-work-steps';
export {
  readingMinutes,
  tutorialIndex,
  tutorialPath,
  useTutorial,
  type TutorialContent,
} from './content/tutorials';
export { CourseList } from './course-list';
export { DocsLinkGrid, DocsSearch, useDocsQuery } from './docs-browser';
export { ExamList } from './exam-list';
export { ExamQuiz } from './exam-quiz';
export { ResourceBreadcrumb } from './resource-breadcrumb';
export { ResourceCardGrid } from './resource-card-grid';
export { ResourcePage } from './resource-page';
export { TutorialList } from './tutorial-list';
