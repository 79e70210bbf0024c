/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Success_ContentInputs */

const en_booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you, your request is received. Our team reviews it and e-mails you once your booking is confirmed.`)
};

const rw_booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze, icyifuzo cyanyu cyakiriwe. Itsinda ryacu rirakisuzuma kandi rizabandikira kuri imeri igihe kizaba cyemejwe.`)
};

const fr_booking_success_content = /** @type {(inputs: Booking_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci, votre demande a bien été reçue. Notre équipe l'examine et vous écrira dès que votre réservation sera confirmée.`)
};

/**

* @param {Booking_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const booking_success_content = /** @type {((inputs?: Booking_Success_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Success_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_booking_success_content(inputs)
	if (locale === "fr") return fr_booking_success_content(inputs)
	return en_booking_success_content(inputs)
});