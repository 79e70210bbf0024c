/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Benefit_Talent_TextInputs */

const en_partner_benefit_talent_text = /** @type {(inputs: Partner_Benefit_Talent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team up with our content creators, marketers and protocol officers on joint projects.`)
};

const rw_partner_benefit_talent_text = /** @type {(inputs: Partner_Benefit_Talent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fatanya n’abakora ibirimo, abamamaza n’abashinzwe porotokole bacu ku mishinga muhuriyeho.`)
};

const fr_partner_benefit_talent_text = /** @type {(inputs: Partner_Benefit_Talent_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Associez-vous à nos créateurs de contenu, spécialistes du marketing et agents du protocole sur des projets communs.`)
};

/**

* @param {Partner_Benefit_Talent_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_benefit_talent_text = /** @type {((inputs?: Partner_Benefit_Talent_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Benefit_Talent_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_benefit_talent_text(inputs)
	if (locale === "fr") return fr_partner_benefit_talent_text(inputs)
	return en_partner_benefit_talent_text(inputs)
});