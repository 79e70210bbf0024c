export { Hero } from './hero';
export type { HeroAction, HeroProps } from './hero';
