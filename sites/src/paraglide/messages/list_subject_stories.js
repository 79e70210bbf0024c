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

* @param {List_Subject_StoriesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_stories = /** @type {((inputs?: List_Subject_StoriesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_StoriesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_list_subject_stories(inputs)
	if (locale === "fr") return fr_list_subject_stories(inputs)
	return en_list_subject_stories(inputs)
});