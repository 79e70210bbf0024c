export { TutorialCard } from './tutorial-card';
export type { Tutorial } from './tutorial-card';
export { englishTutorialCardTexts, type TutorialCardTexts } from './tutorial-card-texts';
