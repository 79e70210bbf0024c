/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Country_CodeInputs */

const en_field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country code`)
};

const rw_field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kode y'igihugu`)
};

const fr_field_country_code = /** @type {(inputs: Field_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicatif`)
};

/**

* @param {Field_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_country_code = /** @type {((inputs?: Field_Country_CodeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Country_CodeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_field_country_code(inputs)
	if (locale === "fr") return fr_field_country_code(inputs)
	return en_field_country_code(inputs)
});