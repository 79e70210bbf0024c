/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_CompleteInputs */

const en_enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete Enrollment`)
};

const rw_enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rangiza kwiyandikisha`)
};

const fr_enroll_complete = /** @type {(inputs: Enroll_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finaliser l'inscription`)
};

/**

* @param {Enroll_CompleteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_complete = /** @type {((inputs?: Enroll_CompleteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_CompleteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_complete(inputs)
	if (locale === "fr") return fr_enroll_complete(inputs)
	return en_enroll_complete(inputs)
});