/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Pending_Until_TeamInputs */

const en_consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request is pending until our team confirms it, and we'll e-mail you as soon as they do.`)
};

const rw_consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyawe kirategereje kugeza itsinda ryacu rikemeje, kandi tuzakwandikira kuri imeri ako kanya.`)
};

const fr_consultation_pending_until_team = /** @type {(inputs: Consultation_Pending_Until_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande reste en attente jusqu'à ce que notre équipe la confirme ; nous vous écrirons dès que ce sera fait.`)
};

/**

* @param {Consultation_Pending_Until_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_pending_until_team = /** @type {((inputs?: Consultation_Pending_Until_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Pending_Until_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_pending_until_team(inputs)
	if (locale === "fr") return fr_consultation_pending_until_team(inputs)
	return en_consultation_pending_until_team(inputs)
});