/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown> }} Testimonial_Booking_MessageInputs */

const en_testimonial_booking_message = /** @type {(inputs: Testimonial_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I read ${i?.author}'s story and would like results like theirs.`)
};

const rw_testimonial_booking_message = /** @type {(inputs: Testimonial_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nasomye inkuru ya ${i?.author} kandi nifuza umusaruro nk’uwo.`)
};

const fr_testimonial_booking_message = /** @type {(inputs: Testimonial_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J’ai lu l’histoire de ${i?.author} et je souhaite des résultats comparables.`)
};

/**

* @param {Testimonial_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_booking_message = /** @type {((inputs: Testimonial_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_booking_message(inputs)
	if (locale === "fr") return fr_testimonial_booking_message(inputs)
	return en_testimonial_booking_message(inputs)
});