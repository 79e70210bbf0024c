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
* | output |
* | --- |
* | "Tax identification" |
*
* @param {Registration_Tax_IdInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_tax_id = /** @type {((inputs?: Registration_Tax_IdInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Tax_IdInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_registration_tax_id(inputs)
	if (locale === "fr") return fr_registration_tax_id(inputs)
	return en_registration_tax_id(inputs)
});