/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_SuccessInputs */

const en_enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enrollment Successful!`)
};

const rw_enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwiyandikisha byagenze neza!`)
};

const fr_enroll_success = /** @type {(inputs: Enroll_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription réussie !`)
};

/**

* @param {Enroll_SuccessInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_success = /** @type {((inputs?: Enroll_SuccessInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_SuccessInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_success(inputs)
	if (locale === "fr") return fr_enroll_success(inputs)
	return en_enroll_success(inputs)
});