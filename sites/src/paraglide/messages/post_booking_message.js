/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Post_Booking_MessageInputs */

const en_post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I read "${i?.title}" and would like to talk about it.`)
};

const rw_post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nasomye "${i?.title}" kandi nifuza ko tubiganiraho.`)
};

const fr_post_booking_message = /** @type {(inputs: Post_Booking_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J'ai lu « ${i?.title} » et j'aimerais en parler.`)
};

/**

* @param {Post_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_booking_message = /** @type {((inputs: Post_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_post_booking_message(inputs)
	if (locale === "fr") return fr_post_booking_message(inputs)
	return en_post_booking_message(inputs)
});