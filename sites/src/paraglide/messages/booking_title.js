/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_TitleInputs */

const en_booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Let's Talk!`)
};

const rw_booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuganire!`)
};

const fr_booking_title = /** @type {(inputs: Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlons-en !`)
};

/**

* @param {Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_title = /** @type {((inputs?: Booking_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_booking_title(inputs)
	if (locale === "fr") return fr_booking_title(inputs)
	return en_booking_title(inputs)
});