/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Contact_DescriptionInputs */

const en_page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team.`)
};

const rw_page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hamagara, andika imeri cyangwa usure Inzira i Kigali, cyangwa usabe inama n'itsinda ryacu.`)
};

const fr_page_contact_description = /** @type {(inputs: Page_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appelez, écrivez ou rendez visite à Inzira à Kigali, ou planifiez une consultation avec notre équipe.`)
};

/**
* | output |
* | --- |
* | "Call, e-mail or visit Inzira in Kigali, or schedule a consultation with our team." |
*
* @param {Page_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_description = /** @type {((inputs?: Page_Contact_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_contact_description(inputs)
	if (locale === "fr") return fr_page_contact_description(inputs)
	return en_page_contact_description(inputs)
});