/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Benefit_Reach_TitleInputs */

const en_partner_benefit_reach_title = /** @type {(inputs: Partner_Benefit_Reach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reach New Clients`)
};

const rw_partner_benefit_reach_title = /** @type {(inputs: Partner_Benefit_Reach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gera ku bakiriya bashya`)
};

const fr_partner_benefit_reach_title = /** @type {(inputs: Partner_Benefit_Reach_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez de nouveaux clients`)
};

/**
* | output |
* | --- |
* | "Reach New Clients" |
*
* @param {Partner_Benefit_Reach_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_benefit_reach_title = /** @type {((inputs?: Partner_Benefit_Reach_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Benefit_Reach_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_partner_benefit_reach_title(inputs)
	if (locale === "fr") return fr_partner_benefit_reach_title(inputs)
	return en_partner_benefit_reach_title(inputs)
});