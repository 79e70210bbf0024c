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
* | output |
* | --- |
* | "Booking..." |
*
* @param {Consultation_SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_submitting = /** @type {((inputs?: Consultation_SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_submitting(inputs)
	if (locale === "fr") return fr_consultation_submitting(inputs)
	return en_consultation_submitting(inputs)
});