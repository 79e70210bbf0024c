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
* | output |
* | --- |
* | "Continue to Payment" |
*
* @param {Enroll_ContinueInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_continue = /** @type {((inputs?: Enroll_ContinueInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ContinueInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_enroll_continue(inputs)
	if (locale === "fr") return fr_enroll_continue(inputs)
	return en_enroll_continue(inputs)
});