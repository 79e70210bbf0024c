/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_Company_CodeInputs */

const en_registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company code`)
};

const rw_registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomero y'ikigo`)
};

const fr_registration_company_code = /** @type {(inputs: Registration_Company_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro d'entreprise`)
};

/**
* | output |
* | --- |
* | "Company code" |
*
* @param {Registration_Company_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_company_code = /** @type {((inputs?: Registration_Company_CodeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Company_CodeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_registration_company_code(inputs)
	if (locale === "fr") return fr_registration_company_code(inputs)
	return en_registration_company_code(inputs)
});