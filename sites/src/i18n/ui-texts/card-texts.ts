import type { CourseCardTexts, CourseLevel } from '@inzira/shared-ui/course-card';
import type { ExamCardTexts } from '@inzira/shared-ui/exam-card';
import type { ProjectCardTexts } from '@inzira/shared-ui/project-card';
import type { TutorialCardTexts } from '@inzira/shared-ui/tutorial-card';
import { m } from '../../paraglide/messages.js';

// The resource and project cards' words in the page's language (docs/languages.md).

const courseLevel = (level: CourseLevel): string => {
  switch (level) {
    case 'Beginner':
      return m.course_level_beginner();
    case 'Intermediate':
      return m.course_level_intermediate();
    case 'Advanced':
      return m.course_level_advanced();
  }
};

export const courseCardTexts = (): CourseCardTexts => ({
  level: courseLevel,
  modules: (count) => m.course_modules({ count }),
  students: (count) => m.course_students({ count }),
  topics: m.course_topics(),
  enrollNow: m.course_enroll(),
  enrollNowIn: (title) => m.course_enroll_in({ title }),
});

export const examCardTexts = (): ExamCardTexts => ({
  questions: (count) => m.exam_card_questions({ count }),
  startExam: m.exam_card_start(),
  startExamOf: (title) => m.exam_card_start_of({ title }),
});

export const tutorialCardTexts = (): TutorialCardTexts => ({
  lessons: (count) => m.tutorial_card_lessons({ count }),
  play: m.tutorial_card_play(),
  playOf: (title) => m.tutorial_card_play_of({ title }),
  read: m.tutorial_card_read(),
  readOf: (title) => m.tutorial_card_read_of({ title }),
});

export const projectCardTexts = (): ProjectCardTexts => ({
  client: (name) => m.project_card_client({ name }),
  more: (count) => m.project_card_more({ count }),
});
