/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Training_CoursesInputs */

const en_training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Courses`)
};

const rw_training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo yacu`)
};

const fr_training_courses = /** @type {(inputs: Training_CoursesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos formations`)
};

/**

* @param {Training_CoursesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const training_courses = /** @type {((inputs?: Training_CoursesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Training_CoursesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_training_courses(inputs)
	if (locale === "fr") return fr_training_courses(inputs)
	return en_training_courses(inputs)
});