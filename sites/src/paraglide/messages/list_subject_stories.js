/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Subject_StoriesInputs */

const en_list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the customer stories`)
};

const rw_list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inkuru z'abakiriya`)
};

const fr_list_subject_stories = /** @type {(inputs: List_Subject_StoriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les témoignages clients`)
};

/**
* | output |
* | --- |
* | "the customer stories" |
*
* @param {List_Subject_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_stories = /** @type {((inputs?: List_Subject_StoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_StoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_list_subject_stories(inputs)
	if (locale === "fr") return fr_list_subject_stories(inputs)
	return en_list_subject_stories(inputs)
});