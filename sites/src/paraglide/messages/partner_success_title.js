/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Success_TitleInputs */

const en_partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application Submitted!`)
};

const rw_partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubusabe bwoherejwe!`)
};

const fr_partner_success_title = /** @type {(inputs: Partner_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidature envoyée !`)
};

/**
* | output |
* | --- |
* | "Application Submitted!" |
*
* @param {Partner_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_title = /** @type {((inputs?: Partner_Success_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Success_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_partner_success_title(inputs)
	if (locale === "fr") return fr_partner_success_title(inputs)
	return en_partner_success_title(inputs)
});