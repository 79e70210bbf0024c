/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_ContinueInputs */

const en_enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to Payment`)
};

const rw_enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Komeza ujye kwishyura`)
};

const fr_enroll_continue = /** @type {(inputs: Enroll_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer vers le paiement`)
};

/**

* @param {Enroll_ContinueInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_continue = /** @type {((inputs?: Enroll_ContinueInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ContinueInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_continue(inputs)
	if (locale === "fr") return fr_enroll_continue(inputs)
	return en_enroll_continue(inputs)
});