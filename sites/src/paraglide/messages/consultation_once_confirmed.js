/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Once_ConfirmedInputs */

const en_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once your e-mail is confirmed, your request is pending until our team confirms it.`)
};

const rw_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri yawe nimara kwemezwa, icyifuzo cyawe kizategereza kugeza itsinda ryacu rikemeje.`)
};

const fr_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois votre e-mail confirmé, votre demande reste en attente jusqu'à la confirmation de notre équipe.`)
};

/**

* @param {Consultation_Once_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_once_confirmed = /** @type {((inputs?: Consultation_Once_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Once_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_once_confirmed(inputs)
	if (locale === "fr") return fr_consultation_once_confirmed(inputs)
	return en_consultation_once_confirmed(inputs)
});