/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tests_AvailableInputs */

const en_tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Available Exams`)
};

const rw_tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini biboneka`)
};

const fr_tests_available = /** @type {(inputs: Tests_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Examens disponibles`)
};

/**

* @param {Tests_AvailableInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const tests_available = /** @type {((inputs?: Tests_AvailableInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tests_AvailableInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_tests_available(inputs)
	if (locale === "fr") return fr_tests_available(inputs)
	return en_tests_available(inputs)
});