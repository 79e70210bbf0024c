/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Course_EnrollInputs */

const en_course_enroll = /** @type {(inputs: Course_EnrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enroll Now`)
};

const rw_course_enroll = /** @type {(inputs: Course_EnrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikishe`)
};

const fr_course_enroll = /** @type {(inputs: Course_EnrollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

/**
* | output |
* | --- |
* | "Enroll Now" |
*
* @param {Course_EnrollInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_enroll = /** @type {((inputs?: Course_EnrollInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_EnrollInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_course_enroll(inputs)
	if (locale === "fr") return fr_course_enroll(inputs)
	return en_course_enroll(inputs)
});