/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Docs_TextInputs */

const en_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides to working with our professionals and services.`)
};

const rw_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubuyobozi bwo gukorana n’abanyamwuga bacu no gukoresha serivisi zacu.`)
};

const fr_resources_card_docs_text = /** @type {(inputs: Resources_Card_Docs_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des guides pour travailler avec nos professionnels et nos services.`)
};

/**

* @param {Resources_Card_Docs_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_docs_text = /** @type {((inputs?: Resources_Card_Docs_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Docs_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_card_docs_text(inputs)
	if (locale === "fr") return fr_resources_card_docs_text(inputs)
	return en_resources_card_docs_text(inputs)
});