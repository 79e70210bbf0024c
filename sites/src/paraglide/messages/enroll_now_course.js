/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Enroll_Now_CourseInputs */

const en_enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enroll Now: ${i?.title}`)
};

const rw_enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe: ${i?.title}`)
};

const fr_enroll_now_course = /** @type {(inputs: Enroll_Now_CourseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire : ${i?.title}`)
};

/**

* @param {Enroll_Now_CourseInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_now_course = /** @type {((inputs: Enroll_Now_CourseInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Now_CourseInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_now_course(inputs)
	if (locale === "fr") return fr_enroll_now_course(inputs)
	return en_enroll_now_course(inputs)
});