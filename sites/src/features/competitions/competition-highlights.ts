import type { Highlight } from '../../common/highlight-cards';

export const competitionHighlights: Highlight[] = [
  {
    title: 'Show Your Skills',
    text: 'Content, marketing and event challenges judged by working professionals.',
  },
  {
    title: 'Win Real Prizes',
    text: 'Cash prizes, paid projects and places in our training courses.',
  },
  {
    title: 'Join the Network',
    text: 'Finalists are invited to join Inzira as professionals.',
  },
];
