/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_ReceivedInputs */

const en_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received, check your e-mail to confirm`)
};

const rw_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyakiriwe, reba imeri yawe kugira ngo ucyemeze`)
};

const fr_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande reçue, consultez vos e-mails pour la confirmer`)
};

/**

* @param {Consultation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_received = /** @type {((inputs?: Consultation_ReceivedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_ReceivedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_received(inputs)
	if (locale === "fr") return fr_consultation_received(inputs)
	return en_consultation_received(inputs)
});