/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Marketing_TitleInputs */

const en_static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const rw_static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi`)
};

const fr_static_marketing_title = /** @type {(inputs: Static_Marketing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital`)
};

/**

* @param {Static_Marketing_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_title = /** @type {((inputs?: Static_Marketing_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_marketing_title(inputs)
	if (locale === "fr") return fr_static_marketing_title(inputs)
	return en_static_marketing_title(inputs)
});