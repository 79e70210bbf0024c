export {
  localize,
  localizedSlug,
  type LocaleOption,
  type Localized,
  type TranslatableRow,
} from './localize';
export { shownFields, translationState, type TranslationState } from './missing';
export {
  saveTranslations,
  useSaveTranslations,
  type EditedTranslatedTable,
} from './translation-mutations';
