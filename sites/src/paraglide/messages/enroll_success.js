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
* | output |
* | --- |
* | "Enrollment Successful!" |
*
* @param {Enroll_SuccessInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_success = /** @type {((inputs?: Enroll_SuccessInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_SuccessInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_enroll_success(inputs)
	if (locale === "fr") return fr_enroll_success(inputs)
	return en_enroll_success(inputs)
});