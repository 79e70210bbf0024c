/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} SubmittingInputs */

const en_submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting...`)
};

const rw_submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kohereza...`)
};

const fr_submitting = /** @type {(inputs: SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const submitting = /** @type {((inputs?: SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_submitting(inputs)
	if (locale === "fr") return fr_submitting(inputs)
	return en_submitting(inputs)
});