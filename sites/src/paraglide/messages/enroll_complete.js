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
* | output |
* | --- |
* | "Complete Enrollment" |
*
* @param {Enroll_CompleteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_complete = /** @type {((inputs?: Enroll_CompleteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_CompleteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_enroll_complete(inputs)
	if (locale === "fr") return fr_enroll_complete(inputs)
	return en_enroll_complete(inputs)
});