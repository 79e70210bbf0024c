/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_TitleInputs */

const en_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner Application`)
};

const rw_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gusaba ubufatanye`)
};

const fr_partner_title = /** @type {(inputs: Partner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature de partenariat`)
};

/**
* | output |
* | --- |
* | "Partner Application" |
*
* @param {Partner_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_title = /** @type {((inputs?: Partner_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_partner_title(inputs)
	if (locale === "fr") return fr_partner_title(inputs)
	return en_partner_title(inputs)
});