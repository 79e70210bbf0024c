export {
  localize,
  localizedSlug,
  type LocaleOption,
  type Localized,
  type TranslatableRow,
} from './localize';
export { shownFields, translationState, type TranslationState } from './missing';
