/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_IntroInputs */

const en_consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date and time for a free consultation. Times are Kigali time (CAT).`)
};

const rw_consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo itariki n'isaha y'inama y'ubuntu. Amasaha ni ay'i Kigali (CAT).`)
};

const fr_consultation_intro = /** @type {(inputs: Consultation_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date et une heure pour une consultation gratuite. Les heures sont celles de Kigali (CAT).`)
};

/**

* @param {Consultation_IntroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_intro = /** @type {((inputs?: Consultation_IntroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_IntroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_intro(inputs)
	if (locale === "fr") return fr_consultation_intro(inputs)
	return en_consultation_intro(inputs)
});