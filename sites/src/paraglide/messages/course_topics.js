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
* | output |
* | --- |
* | "Topics" |
*
* @param {Course_TopicsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_topics = /** @type {((inputs?: Course_TopicsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_TopicsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_course_topics(inputs)
	if (locale === "fr") return fr_course_topics(inputs)
	return en_course_topics(inputs)
});