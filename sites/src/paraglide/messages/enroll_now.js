/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_NowInputs */

const en_enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enroll Now`)
};

const rw_enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikishe`)
};

const fr_enroll_now = /** @type {(inputs: Enroll_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

/**

* @param {Enroll_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now = /** @type {((inputs?: Enroll_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_now(inputs)
	if (locale === "fr") return fr_enroll_now(inputs)
	return en_enroll_now(inputs)
});