/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Code_InvalidInputs */

const en_confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the six digits from the e-mail.`)
};

const rw_confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andika imibare itandatu iri muri imeri.`)
};

const fr_confirm_code_invalid = /** @type {(inputs: Confirm_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les six chiffres de l'e-mail.`)
};

/**

* @param {Confirm_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_invalid = /** @type {((inputs?: Confirm_Code_InvalidInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Code_InvalidInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_confirm_code_invalid(inputs)
	if (locale === "fr") return fr_confirm_code_invalid(inputs)
	return en_confirm_code_invalid(inputs)
});