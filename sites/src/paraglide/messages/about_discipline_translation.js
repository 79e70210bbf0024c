/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_Discipline_TranslationInputs */

const en_about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Translation and interpretation in Kinyarwanda, English, French and Swahili`)
};

const rw_about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubusemuzi mu nyandiko no mu mvugo mu Kinyarwanda, Icyongereza, Igifaransa n'Igiswahili`)
};

const fr_about_discipline_translation = /** @type {(inputs: About_Discipline_TranslationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traduction et interprétation en kinyarwanda, anglais, français et swahili`)
};

/**
* | output |
* | --- |
* | "Translation and interpretation in Kinyarwanda, English, French and Swahili" |
*
* @param {About_Discipline_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_translation = /** @type {((inputs?: About_Discipline_TranslationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_TranslationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_about_discipline_translation(inputs)
	if (locale === "fr") return fr_about_discipline_translation(inputs)
	return en_about_discipline_translation(inputs)
});