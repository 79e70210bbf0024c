/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Manage_StatusInputs */

const en_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

const rw_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uko bihagaze: ${i?.status}`)
};

const fr_manage_status = /** @type {(inputs: Manage_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Statut : ${i?.status}`)
};

/**

* @param {Manage_StatusInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_status = /** @type {((inputs: Manage_StatusInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_StatusInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_status(inputs)
	if (locale === "fr") return fr_manage_status(inputs)
	return en_manage_status(inputs)
});