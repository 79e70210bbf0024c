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

* @param {Registration_Company_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_company_code = /** @type {((inputs?: Registration_Company_CodeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Company_CodeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_company_code(inputs)
	if (locale === "fr") return fr_registration_company_code(inputs)
	return en_registration_company_code(inputs)
});