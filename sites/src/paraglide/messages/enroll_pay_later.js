/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_Pay_LaterInputs */

const en_enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will contact you to arrange the payment; once it is received, we send you the course schedule.`)
};

const rw_enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu rizakuvugisha ku bijyanye no kwishyura; nitumara kwakira ubwishyu, tuzakoherereza ingengabihe y'isomo.`)
};

const fr_enroll_pay_later = /** @type {(inputs: Enroll_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe vous contactera pour organiser le paiement ; dès réception, nous vous enverrons le calendrier de la formation.`)
};

/**

* @param {Enroll_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_pay_later = /** @type {((inputs?: Enroll_Pay_LaterInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Pay_LaterInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_pay_later(inputs)
	if (locale === "fr") return fr_enroll_pay_later(inputs)
	return en_enroll_pay_later(inputs)
});