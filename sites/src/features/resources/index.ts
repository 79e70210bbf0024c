export { ContentBody } from './content-body';
export { docArticles, docPath, findDocArticle, type DocArticle } from './content/doc-articles';
export { examContents, examMinutes, examPath, findExam, type ExamContent } from './content/exams';
export {
  findTutorial,
  readingMinutes,
  tutorialContents,
  tutorialPath,
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
