/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Blog_Reading_TimeInputs */

const en_blog_reading_time = /** @type {(inputs: Blog_Reading_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min read`)
};

const rw_blog_reading_time = /** @type {(inputs: Blog_Reading_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iminota ${i?.minutes} yo gusoma`)
};

const fr_blog_reading_time = /** @type {(inputs: Blog_Reading_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min de lecture`)
};

/**
* | output |
* | --- |
* | "{minutes} min read" |
*
* @param {Blog_Reading_TimeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_reading_time = /** @type {((inputs: Blog_Reading_TimeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Reading_TimeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_reading_time(inputs)
	if (locale === "fr") return fr_blog_reading_time(inputs)
	return en_blog_reading_time(inputs)
});