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

* @param {Blog_Reading_TimeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_reading_time = /** @type {((inputs: Blog_Reading_TimeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Reading_TimeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_reading_time(inputs)
	if (locale === "fr") return fr_blog_reading_time(inputs)
	return en_blog_reading_time(inputs)
});