/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown>, date: NonNullable<unknown>, time: NonNullable<unknown> }} Appointment_In_WordsInputs */

const en_appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} on ${i?.date} at ${i?.time} (Kigali time)`)
};

const rw_appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} ku wa ${i?.date} saa ${i?.time} (isaha y'i Kigali)`)
};

const fr_appointment_in_words = /** @type {(inputs: Appointment_In_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} le ${i?.date} à ${i?.time} (heure de Kigali)`)
};

/**

* @param {Appointment_In_WordsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const appointment_in_words = /** @type {((inputs: Appointment_In_WordsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Appointment_In_WordsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_appointment_in_words(inputs)
	if (locale === "fr") return fr_appointment_in_words(inputs)
	return en_appointment_in_words(inputs)
});