/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} List_FailedInputs */

const en_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to load ${i?.subject}.`)
};

const rw_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana ${i?.subject}.`)
};

const fr_list_failed = /** @type {(inputs: List_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de charger ${i?.subject}.`)
};

/**

* @param {List_FailedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_failed = /** @type {((inputs: List_FailedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_FailedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_list_failed(inputs)
	if (locale === "fr") return fr_list_failed(inputs)
	return en_list_failed(inputs)
});