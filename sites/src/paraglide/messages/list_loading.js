/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} List_LoadingInputs */

const en_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loading ${i?.subject}...`)
};

const rw_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ${i?.subject}...`)
};

const fr_list_loading = /** @type {(inputs: List_LoadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargement de ${i?.subject}...`)
};

/**

* @param {List_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_loading = /** @type {((inputs: List_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_list_loading(inputs)
	if (locale === "fr") return fr_list_loading(inputs)
	return en_list_loading(inputs)
});