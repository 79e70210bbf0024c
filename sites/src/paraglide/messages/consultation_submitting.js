/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_SubmittingInputs */

const en_consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booking...`)
};

const rw_consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kubika...`)
};

const fr_consultation_submitting = /** @type {(inputs: Consultation_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservation...`)
};

/**

* @param {Consultation_SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submitting = /** @type {((inputs?: Consultation_SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_submitting(inputs)
	if (locale === "fr") return fr_consultation_submitting(inputs)
	return en_consultation_submitting(inputs)
});