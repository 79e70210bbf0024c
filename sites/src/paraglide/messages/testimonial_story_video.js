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
* | output |
* | --- |
* | "{author}’s story" |
*
* @param {Testimonial_Story_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_story_video = /** @type {((inputs: Testimonial_Story_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Story_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonial_story_video(inputs)
	if (locale === "fr") return fr_testimonial_story_video(inputs)
	return en_testimonial_story_video(inputs)
});