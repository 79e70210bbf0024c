/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Course_Enroll_InInputs */

const en_course_enroll_in = /** @type {(inputs: Course_Enroll_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll Now: ${i?.title}`)
};

const rw_course_enroll_in = /** @type {(inputs: Course_Enroll_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe: ${i?.title}`)
};

const fr_course_enroll_in = /** @type {(inputs: Course_Enroll_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’inscrire : ${i?.title}`)
};

/**

* @param {Course_Enroll_InInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_enroll_in = /** @type {((inputs: Course_Enroll_InInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_Enroll_InInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_course_enroll_in(inputs)
	if (locale === "fr") return fr_course_enroll_in(inputs)
	return en_course_enroll_in(inputs)
});