/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_What_We_DoInputs */

const en_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Do`)
};

const rw_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo dukora`)
};

const fr_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous faisons`)
};

/**

* @param {About_What_We_DoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_what_we_do = /** @type {((inputs?: About_What_We_DoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_We_DoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_about_what_we_do(inputs)
	if (locale === "fr") return fr_about_what_we_do(inputs)
	return en_about_what_we_do(inputs)
});