/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Not_ConfirmedInputs */

const en_consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not confirm this request`)
};

const rw_consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntitwashoboye kwemeza iki cyifuzo`)
};

const fr_consultation_not_confirmed = /** @type {(inputs: Consultation_Not_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n'avons pas pu confirmer cette demande`)
};

/**

* @param {Consultation_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_not_confirmed = /** @type {((inputs?: Consultation_Not_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Not_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_not_confirmed(inputs)
	if (locale === "fr") return fr_consultation_not_confirmed(inputs)
	return en_consultation_not_confirmed(inputs)
});