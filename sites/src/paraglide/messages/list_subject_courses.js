/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Subject_CoursesInputs */

const en_list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our courses`)
};

const rw_list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amasomo yacu`)
};

const fr_list_subject_courses = /** @type {(inputs: List_Subject_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nos formations`)
};

/**

* @param {List_Subject_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_courses = /** @type {((inputs?: List_Subject_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_list_subject_courses(inputs)
	if (locale === "fr") return fr_list_subject_courses(inputs)
	return en_list_subject_courses(inputs)
});