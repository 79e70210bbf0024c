/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Partner_Benefit_Reach_TextInputs */

const en_partner_benefit_reach_text = /** @type {(inputs: Partner_Benefit_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your services are offered to the businesses and institutions that book through ${i?.brand}.`)
};

const rw_partner_benefit_reach_text = /** @type {(inputs: Partner_Benefit_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Serivisi zawe zigezwa ku bigo n’inzego bisaba serivisi binyuze kuri ${i?.brand}.`)
};

const fr_partner_benefit_reach_text = /** @type {(inputs: Partner_Benefit_Reach_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos services sont proposés aux entreprises et institutions qui réservent par ${i?.brand}.`)
};

/**

* @param {Partner_Benefit_Reach_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_benefit_reach_text = /** @type {((inputs: Partner_Benefit_Reach_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Benefit_Reach_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_benefit_reach_text(inputs)
	if (locale === "fr") return fr_partner_benefit_reach_text(inputs)
	return en_partner_benefit_reach_text(inputs)
});