/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Suggestion_DismissInputs */

const en_language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No, thanks`)
};

const rw_language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oya, murakoze`)
};

const fr_language_suggestion_dismiss = /** @type {(inputs: Language_Suggestion_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non merci`)
};

/**
* | output |
* | --- |
* | "No, thanks" |
*
* @param {Language_Suggestion_DismissInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_dismiss = /** @type {((inputs?: Language_Suggestion_DismissInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Suggestion_DismissInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_language_suggestion_dismiss(inputs)
	if (locale === "fr") return fr_language_suggestion_dismiss(inputs)
	return en_language_suggestion_dismiss(inputs)
});