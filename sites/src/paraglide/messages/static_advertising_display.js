/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Advertising_DisplayInputs */

const en_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display Advertising`)
};

const rw_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza hakoreshejwe amashusho`)
};

const fr_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité display`)
};

/**

* @param {Static_Advertising_DisplayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_display = /** @type {((inputs?: Static_Advertising_DisplayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DisplayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_advertising_display(inputs)
	if (locale === "fr") return fr_static_advertising_display(inputs)
	return en_static_advertising_display(inputs)
});