/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Course_Level_IntermediateInputs */

const en_course_level_intermediate = /** @type {(inputs: Course_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermediate`)
};

const rw_course_level_intermediate = /** @type {(inputs: Course_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hagati`)
};

const fr_course_level_intermediate = /** @type {(inputs: Course_Level_IntermediateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intermédiaire`)
};

/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Course_Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const course_level_intermediate = /** @type {((inputs?: Course_Level_IntermediateInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Course_Level_IntermediateInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_course_level_intermediate(inputs)
	if (locale === "fr") return fr_course_level_intermediate(inputs)
	return en_course_level_intermediate(inputs)
});