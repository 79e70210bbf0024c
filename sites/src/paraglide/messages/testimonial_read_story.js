/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonial_Read_StoryInputs */

const en_testimonial_read_story = /** @type {(inputs: Testimonial_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read Story`)
};

const rw_testimonial_read_story = /** @type {(inputs: Testimonial_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma inkuru`)
};

const fr_testimonial_read_story = /** @type {(inputs: Testimonial_Read_StoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire l’histoire`)
};

/**

* @param {Testimonial_Read_StoryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_read_story = /** @type {((inputs?: Testimonial_Read_StoryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Read_StoryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_read_story(inputs)
	if (locale === "fr") return fr_testimonial_read_story(inputs)
	return en_testimonial_read_story(inputs)
});