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
* | output |
* | --- |
* | "I read \"{title}\" and would like to talk about it." |
*
* @param {Post_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_booking_message = /** @type {((inputs: Post_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_post_booking_message(inputs)
	if (locale === "fr") return fr_post_booking_message(inputs)
	return en_post_booking_message(inputs)
});