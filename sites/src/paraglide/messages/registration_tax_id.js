/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_Tax_IdInputs */

const en_registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax identification`)
};

const rw_registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomero y'umusoreshwa`)
};

const fr_registration_tax_id = /** @type {(inputs: Registration_Tax_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant fiscal`)
};

/**

* @param {Registration_Tax_IdInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_tax_id = /** @type {((inputs?: Registration_Tax_IdInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Tax_IdInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_tax_id(inputs)
	if (locale === "fr") return fr_registration_tax_id(inputs)
	return en_registration_tax_id(inputs)
});