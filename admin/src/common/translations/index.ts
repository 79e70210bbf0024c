export { TranslationChips } from './translation-chips';
export { TranslationsButton } from './translations-button';
