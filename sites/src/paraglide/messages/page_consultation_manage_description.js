/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Consultation_Manage_DescriptionInputs */

const en_page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See, reschedule or cancel your consultation.`)
};

const rw_page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reba, hindura igihe cyangwa uhagarike inama yawe.`)
};

const fr_page_consultation_manage_description = /** @type {(inputs: Page_Consultation_Manage_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez, reportez ou annulez votre consultation.`)
};

/**

* @param {Page_Consultation_Manage_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_consultation_manage_description = /** @type {((inputs?: Page_Consultation_Manage_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Consultation_Manage_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_consultation_manage_description(inputs)
	if (locale === "fr") return fr_page_consultation_manage_description(inputs)
	return en_page_consultation_manage_description(inputs)
});