/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Company_ColumnInputs */

const en_shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company`)
};

const rw_shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikigo`)
};

const fr_shell_company_column = /** @type {(inputs: Shell_Company_ColumnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entreprise`)
};

/**
* | output |
* | --- |
* | "Company" |
*
* @param {Shell_Company_ColumnInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const shell_company_column = /** @type {((inputs?: Shell_Company_ColumnInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Company_ColumnInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_shell_company_column(inputs)
	if (locale === "fr") return fr_shell_company_column(inputs)
	return en_shell_company_column(inputs)
});