/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Training_SubtitleInputs */

const en_page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Courses taught by working professionals, with a certificate at the end.`)
};

const rw_page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yigishwa n'abanyamwuga bakora, asozwa n'impamyabushobozi.`)
};

const fr_page_training_subtitle = /** @type {(inputs: Page_Training_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des cours donnés par des professionnels en activité, avec un certificat à la clé.`)
};

/**

* @param {Page_Training_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_subtitle = /** @type {((inputs?: Page_Training_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_training_subtitle(inputs)
	if (locale === "fr") return fr_page_training_subtitle(inputs)
	return en_page_training_subtitle(inputs)
});