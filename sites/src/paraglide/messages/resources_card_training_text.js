/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Training_TextInputs */

const en_resources_card_training_text = /** @type {(inputs: Resources_Card_Training_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor-led courses with certificates for you and your team.`)
};

const rw_resources_card_training_text = /** @type {(inputs: Resources_Card_Training_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo ayoborwa n’abarimu, atanga impamyabushobozi kuri wowe n’itsinda ryawe.`)
};

const fr_resources_card_training_text = /** @type {(inputs: Resources_Card_Training_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des cours avec formateur et certificat, pour vous et votre équipe.`)
};

/**

* @param {Resources_Card_Training_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_training_text = /** @type {((inputs?: Resources_Card_Training_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Training_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_card_training_text(inputs)
	if (locale === "fr") return fr_resources_card_training_text(inputs)
	return en_resources_card_training_text(inputs)
});