/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Content_TitleInputs */

const en_static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Creation`)
};

const rw_static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo`)
};

const fr_static_content_title = /** @type {(inputs: Static_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu`)
};

/**

* @param {Static_Content_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_title = /** @type {((inputs?: Static_Content_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_content_title(inputs)
	if (locale === "fr") return fr_static_content_title(inputs)
	return en_static_content_title(inputs)
});