/**
 * The practice tests of /resources/tests. Start Exam opens the test itself
 * (/resources/tests/<slug>): multiple-choice questions, marked in the browser, with the right
 * answer explained. Nothing is stored; the figures shown are counted from these questions.
 */
export interface ExamQuestion {
  question: string;
  options: string[];
  /** Index into `options`. */
  answer: number;
  explanation: string;
}

export interface ExamContent {
  slug: string;
  title: string;
  level: string;
  questions: ExamQuestion[];
}

export const examContents: ExamContent[] = [
  {
    slug: 'event-management-certification',
    title: 'Event Management Certification',
    level: 'Advanced',
    questions: [
      {
        question: 'What should be fixed first when planning an event?',
        options: ['The venue', 'The purpose and the budget', 'The catering menu'],
        answer: 1,
        explanation: 'Purpose and budget decide every later choice, the venue included.',
      },
      {
        question: 'How much of the budget should stay in reserve for the unexpected?',
        options: ['None', 'About ten per cent', 'Half'],
        answer: 1,
        explanation: 'About ten per cent covers the usual surprises without starving the event.',
      },
      {
        question: 'When is a supplier booked?',
        options: [
          'When they agree on the phone',
          'When times, quantities and a contact are confirmed in writing',
          'When they arrive on the day',
        ],
        answer: 1,
        explanation: 'A written confirmation is the only booking you can rely on.',
      },
      {
        question: 'What is a run-of-show?',
        options: [
          'The guest list',
          'A minute-by-minute plan of who does what',
          'The event’s poster',
        ],
        answer: 1,
        explanation: 'It is shared with every supplier and rehearsed before the day.',
      },
      {
        question: 'When should guests and partners be thanked?',
        options: ['Within two days', 'At the next event', 'Only if they ask'],
        answer: 0,
        explanation: 'A prompt thank-you, with the photos, keeps the relationship warm.',
      },
    ],
  },
  {
    slug: 'digital-marketing-expert',
    title: 'Digital Marketing Expert',
    level: 'Intermediate',
    questions: [
      {
        question: 'Which of these is a measurable campaign goal?',
        options: ['More awareness', '300 online orders by 31 March', 'Going viral'],
        answer: 1,
        explanation: 'A goal has one number and a date.',
      },
      {
        question: 'How is cost per result calculated?',
        options: [
          'Total spend divided by the number of results',
          'Reach divided by likes',
          'Budget minus revenue',
        ],
        answer: 0,
        explanation: 'It tells you what each order, sign-up or visit really cost.',
      },
      {
        question: 'With a small budget, how many channels should a campaign use?',
        options: ['As many as possible', 'One or two done well', 'None until the budget grows'],
        answer: 1,
        explanation: 'Concentrate where the audience already is and test one more channel.',
      },
      {
        question: 'A channel has not produced results after two weeks. What do you do?',
        options: [
          'Double its budget',
          'Stop it and move the money to what works',
          'Wait until the end of the campaign',
        ],
        answer: 1,
        explanation: 'Weekly measurement exists so that you can move money early.',
      },
      {
        question: 'Which figure shows whether visitors took the action you wanted?',
        options: ['Impressions', 'Conversion rate', 'Follower count'],
        answer: 1,
        explanation: 'Conversion rate is the share of visitors who acted.',
      },
    ],
  },
  {
    slug: 'protocol-officer-certification',
    title: 'Protocol Officer Certification',
    level: 'Professional',
    questions: [
      {
        question: 'What decides the order of arrival, seating and speeches?',
        options: ['Alphabetical order', 'The order of precedence', 'Who registered first'],
        answer: 1,
        explanation: 'Precedence is agreed with the host before anything else.',
      },
      {
        question: 'Where does the principal guest sit at the top table?',
        options: ['To the left of the host', 'To the right of the host', 'At the end of the table'],
        answer: 1,
        explanation: 'The place of honour is to the host’s right.',
      },
      {
        question: 'Who confirms a guest’s exact title?',
        options: ['The guest’s office', 'A search engine', 'The caterer'],
        answer: 0,
        explanation: 'Always check spelling and titles with the guest’s own office.',
      },
      {
        question: 'Where is an arriving delegation met?',
        options: [
          'At their seats',
          'At the entrance, by a named host',
          'At the registration desk, by anyone free',
        ],
        answer: 1,
        explanation: 'A named host walks them to a holding room and briefs them.',
      },
      {
        question: 'When should flags be checked?',
        options: ['The day before the event', 'Never', 'After the ceremony'],
        answer: 0,
        explanation: 'Order and condition of flags are checked the day before.',
      },
    ],
  },
];

export const examPath = (slug: string) => `/resources/tests/${slug}`;

export function findExam(slug: string | undefined): ExamContent | undefined {
  return examContents.find((exam) => exam.slug === slug);
}

/** A suggested time of two minutes a question. */
export const examMinutes = (exam: ExamContent) => exam.questions.length * 2;
