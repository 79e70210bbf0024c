/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_HeadingInputs */

const en_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Us a Message`)
};

const rw_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

const fr_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez-nous un message`)
};

/**

* @param {Consultation_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_heading = /** @type {((inputs?: Consultation_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_heading(inputs)
	if (locale === "fr") return fr_consultation_heading(inputs)
	return en_consultation_heading(inputs)
});