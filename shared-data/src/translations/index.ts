export {
  localize,
  localizedSlug,
  localizedSlugs,
  type LocaleSlugs,
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
export { isSlugShaped, slugColumns } from './slug-lookup';
