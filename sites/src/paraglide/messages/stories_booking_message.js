/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Booking_MessageInputs */

const en_stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'd like to start my own success story.`)
};

const rw_stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nifuza gutangira inkuru yanjye y'intsinzi.`)
};

const fr_stories_booking_message = /** @type {(inputs: Stories_Booking_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'aimerais commencer ma propre success story.`)
};

/**

* @param {Stories_Booking_MessageInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const stories_booking_message = /** @type {((inputs?: Stories_Booking_MessageInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Booking_MessageInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_stories_booking_message(inputs)
	if (locale === "fr") return fr_stories_booking_message(inputs)
	return en_stories_booking_message(inputs)
});