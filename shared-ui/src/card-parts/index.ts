export { CardFact, type CardFactProps } from './card-fact';
export { CheckList, type CheckListProps } from './check-list';
export { clampLines } from './clamp-lines';
export { OtherLanguageLabel, type OtherLanguage } from './other-language-label';
