/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Professionals_Active_CountInputs */

const en_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Active Professionals`)
};

const rw_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abanyamwuga ${i?.count} bakora`)
};

const fr_professionals_active_count = /** @type {(inputs: Professionals_Active_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} professionnels actifs`)
};

/**

* @param {Professionals_Active_CountInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_active_count = /** @type {((inputs: Professionals_Active_CountInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Active_CountInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_professionals_active_count(inputs)
	if (locale === "fr") return fr_professionals_active_count(inputs)
	return en_professionals_active_count(inputs)
});