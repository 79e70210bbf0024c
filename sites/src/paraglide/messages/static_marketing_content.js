/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Marketing_ContentInputs */

const en_static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Marketing`)
};

const rw_static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza hakoreshejwe ibirimo`)
};

const fr_static_marketing_content = /** @type {(inputs: Static_Marketing_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing de contenu`)
};

/**

* @param {Static_Marketing_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_content = /** @type {((inputs?: Static_Marketing_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_marketing_content(inputs)
	if (locale === "fr") return fr_static_marketing_content(inputs)
	return en_static_marketing_content(inputs)
});