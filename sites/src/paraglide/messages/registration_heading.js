/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_HeadingInputs */

const en_registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Company Registration`)
};

const rw_registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikwa ry'ikigo`)
};

const fr_registration_heading = /** @type {(inputs: Registration_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immatriculation de l'entreprise`)
};

/**

* @param {Registration_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_heading = /** @type {((inputs?: Registration_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_heading(inputs)
	if (locale === "fr") return fr_registration_heading(inputs)
	return en_registration_heading(inputs)
});