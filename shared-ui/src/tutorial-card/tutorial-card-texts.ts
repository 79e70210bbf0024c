/**
 * The tutorial card's words. English by default (stories); the public site passes its
 * catalogues' words (docs/languages.md).
 */
export interface TutorialCardTexts {
  lessons: (count: number) => string;
  play: string;
  /** The buttons named with their tutorial: "Play tutorial: {title}". */
  playOf: (title: string) => string;
  read: string;
  readOf: (title: string) => string;
}

export const englishTutorialCardTexts: TutorialCardTexts = {
  lessons: (count) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`,
  play: 'Play',
  playOf: (title) => `Play tutorial: ${title}`,
  read: 'Read the lessons',
  readOf: (title) => `Read the lessons: ${title}`,
};
