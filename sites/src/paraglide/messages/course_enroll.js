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

* @param {Course_EnrollInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_enroll = /** @type {((inputs?: Course_EnrollInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_EnrollInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_course_enroll(inputs)
	if (locale === "fr") return fr_course_enroll(inputs)
	return en_course_enroll(inputs)
});