/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown> }} Testimonial_Story_VideoInputs */

const en_testimonial_story_video = /** @type {(inputs: Testimonial_Story_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author}’s story`)
};

const rw_testimonial_story_video = /** @type {(inputs: Testimonial_Story_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inkuru ya ${i?.author}`)
};

const fr_testimonial_story_video = /** @type {(inputs: Testimonial_Story_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’histoire de ${i?.author}`)
};

/**

* @param {Testimonial_Story_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_story_video = /** @type {((inputs: Testimonial_Story_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Story_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_story_video(inputs)
	if (locale === "fr") return fr_testimonial_story_video(inputs)
	return en_testimonial_story_video(inputs)
});