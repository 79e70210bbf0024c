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
* | output |
* | --- |
* | "our courses" |
*
* @param {List_Subject_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_courses = /** @type {((inputs?: List_Subject_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_list_subject_courses(inputs)
	if (locale === "fr") return fr_list_subject_courses(inputs)
	return en_list_subject_courses(inputs)
});