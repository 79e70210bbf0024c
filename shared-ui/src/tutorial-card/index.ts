export { TutorialCard } from './tutorial-card';
export type { Tutorial } from './tutorial-card';
