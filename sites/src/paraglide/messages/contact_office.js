/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_OfficeInputs */

const en_contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

const rw_contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibiro`)
};

const fr_contact_office = /** @type {(inputs: Contact_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bureau`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Contact_OfficeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const contact_office = /** @type {((inputs?: Contact_OfficeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_OfficeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_contact_office(inputs)
	if (locale === "fr") return fr_contact_office(inputs)
	return en_contact_office(inputs)
});