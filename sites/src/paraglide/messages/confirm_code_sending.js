/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Confirm_Code_SendingInputs */

const en_confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

const rw_confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kwemeza...`)
};

const fr_confirm_code_sending = /** @type {(inputs: Confirm_Code_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation...`)
};

/**

* @param {Confirm_Code_SendingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const confirm_code_sending = /** @type {((inputs?: Confirm_Code_SendingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Confirm_Code_SendingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_confirm_code_sending(inputs)
	if (locale === "fr") return fr_confirm_code_sending(inputs)
	return en_confirm_code_sending(inputs)
});