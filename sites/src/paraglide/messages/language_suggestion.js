/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_SuggestionInputs */

const en_language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is also in English.`)
};

const rw_language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi paji iboneka no mu Kinyarwanda.`)
};

const fr_language_suggestion = /** @type {(inputs: Language_SuggestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page existe aussi en français.`)
};

/**
* | output |
* | --- |
* | "This page is also in English." |
*
* @param {Language_SuggestionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const language_suggestion = /** @type {((inputs?: Language_SuggestionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SuggestionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_language_suggestion(inputs)
	if (locale === "fr") return fr_language_suggestion(inputs)
	return en_language_suggestion(inputs)
});