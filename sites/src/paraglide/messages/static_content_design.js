/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Content_DesignInputs */

const en_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graphic Design`)
};

const rw_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igishushanyo mbonera`)
};

const fr_static_content_design = /** @type {(inputs: Static_Content_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Design graphique`)
};

/**

* @param {Static_Content_DesignInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_content_design = /** @type {((inputs?: Static_Content_DesignInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Content_DesignInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_content_design(inputs)
	if (locale === "fr") return fr_static_content_design(inputs)
	return en_static_content_design(inputs)
});