/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Contact_SubtitleInputs */

const en_page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project or schedule a consultation.`)
};

const rw_page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire umushinga wawe cyangwa usabe inama.`)
};

const fr_page_contact_subtitle = /** @type {(inputs: Page_Contact_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet ou planifiez une consultation.`)
};

/**
* | output |
* | --- |
* | "Tell us about your project or schedule a consultation." |
*
* @param {Page_Contact_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_contact_subtitle = /** @type {((inputs?: Page_Contact_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Contact_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_contact_subtitle(inputs)
	if (locale === "fr") return fr_page_contact_subtitle(inputs)
	return en_page_contact_subtitle(inputs)
});