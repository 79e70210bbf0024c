/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_Legal_NameInputs */

const en_registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal name`)
};

const rw_registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izina ryemewe n'amategeko`)
};

const fr_registration_legal_name = /** @type {(inputs: Registration_Legal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raison sociale`)
};

/**

* @param {Registration_Legal_NameInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_legal_name = /** @type {((inputs?: Registration_Legal_NameInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Legal_NameInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_legal_name(inputs)
	if (locale === "fr") return fr_registration_legal_name(inputs)
	return en_registration_legal_name(inputs)
});