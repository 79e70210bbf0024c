import type { Exam } from '@inzira/shared-ui/exam-card';

/** The three static exams of /resources/tests. */
export const exams: Exam[] = [
  {
    title: 'Event Management Certification',
    level: 'Advanced',
    duration: '2 hours',
    questions: 100,
    participants: '2.5k+',
  },
  {
    title: 'Digital Marketing Expert',
    level: 'Intermediate',
    duration: '1.5 hours',
    questions: 75,
    participants: '1.8k+',
  },
  {
    title: 'Protocol Officer Certification',
    level: 'Professional',
    duration: '2 hours',
    questions: 90,
    participants: '1.2k+',
  },
];

export const examMessage = (title: string) => `I'd like to take the ${title} exam.`;
