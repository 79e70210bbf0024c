/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Suggestion_OpenInputs */

const en_language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read in English`)
};

const rw_language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma mu Kinyarwanda`)
};

const fr_language_suggestion_open = /** @type {(inputs: Language_Suggestion_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire en français`)
};

/**
* | output |
* | --- |
* | "Read in English" |
*
* @param {Language_Suggestion_OpenInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion_open = /** @type {((inputs?: Language_Suggestion_OpenInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Suggestion_OpenInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_language_suggestion_open(inputs)
	if (locale === "fr") return fr_language_suggestion_open(inputs)
	return en_language_suggestion_open(inputs)
});