/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Enroll_TitleInputs */

const en_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll in ${i?.title}`)
};

const rw_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

const fr_enroll_title = /** @type {(inputs: Enroll_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire à ${i?.title}`)
};

/**

* @param {Enroll_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_title = /** @type {((inputs: Enroll_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_title(inputs)
	if (locale === "fr") return fr_enroll_title(inputs)
	return en_enroll_title(inputs)
});