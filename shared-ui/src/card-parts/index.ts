export { CardFact, type CardFactProps } from './card-fact';
export { clampLines } from './clamp-lines';
