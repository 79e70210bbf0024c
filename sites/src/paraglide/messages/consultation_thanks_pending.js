/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Thanks_PendingInputs */

const en_consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your request is pending until our team confirms it, and we'll e-mail you as soon as they do.`)
};

const rw_consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze. Icyifuzo cyawe kirategereje kugeza itsinda ryacu rikemeje, kandi tuzakwandikira kuri imeri ako kanya.`)
};

const fr_consultation_thanks_pending = /** @type {(inputs: Consultation_Thanks_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre demande reste en attente jusqu'à ce que notre équipe la confirme ; nous vous écrirons dès que ce sera fait.`)
};

/**

* @param {Consultation_Thanks_PendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_thanks_pending = /** @type {((inputs?: Consultation_Thanks_PendingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Thanks_PendingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_thanks_pending(inputs)
	if (locale === "fr") return fr_consultation_thanks_pending(inputs)
	return en_consultation_thanks_pending(inputs)
});