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

* @param {About_Discipline_TranslationInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_discipline_translation = /** @type {((inputs?: About_Discipline_TranslationInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Discipline_TranslationInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_discipline_translation(inputs)
	if (locale === "fr") return fr_about_discipline_translation(inputs)
	return en_about_discipline_translation(inputs)
});