/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown> }} Testimonial_Watch_Story_OfInputs */

const en_testimonial_watch_story_of = /** @type {(inputs: Testimonial_Watch_Story_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Watch Story: ${i?.author}`)
};

const rw_testimonial_watch_story_of = /** @type {(inputs: Testimonial_Watch_Story_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reba inkuru: ${i?.author}`)
};

const fr_testimonial_watch_story_of = /** @type {(inputs: Testimonial_Watch_Story_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir l’histoire : ${i?.author}`)
};

/**

* @param {Testimonial_Watch_Story_OfInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_watch_story_of = /** @type {((inputs: Testimonial_Watch_Story_OfInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Watch_Story_OfInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_watch_story_of(inputs)
	if (locale === "fr") return fr_testimonial_watch_story_of(inputs)
	return en_testimonial_watch_story_of(inputs)
});