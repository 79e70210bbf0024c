/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Course_TopicsInputs */

const en_course_topics = /** @type {(inputs: Course_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topics`)
};

const rw_course_topics = /** @type {(inputs: Course_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ingingo`)
};

const fr_course_topics = /** @type {(inputs: Course_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thèmes`)
};

/**

* @param {Course_TopicsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_topics = /** @type {((inputs?: Course_TopicsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_TopicsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_course_topics(inputs)
	if (locale === "fr") return fr_course_topics(inputs)
	return en_course_topics(inputs)
});