export {
  englishProfessionalsRowsTexts,
  firstRowSize,
  ProfessionalsRows,
} from './professionals-section';
export type { ProfessionalsRowsProps, ProfessionalsRowsTexts } from './professionals-section';
export { ProfessionalCard } from './professional-card';
export type { ProfessionalSummary } from './professional-card';
export { ProfessionalAvatar } from './professional-avatar';
export { initialsOf } from './initials';
