/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonial_Full_StoryInputs */

const en_testimonial_full_story = /** @type {(inputs: Testimonial_Full_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Story`)
};

const rw_testimonial_full_story = /** @type {(inputs: Testimonial_Full_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inkuru yose`)
};

const fr_testimonial_full_story = /** @type {(inputs: Testimonial_Full_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’histoire complète`)
};

/**

* @param {Testimonial_Full_StoryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_full_story = /** @type {((inputs?: Testimonial_Full_StoryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Full_StoryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_full_story(inputs)
	if (locale === "fr") return fr_testimonial_full_story(inputs)
	return en_testimonial_full_story(inputs)
});