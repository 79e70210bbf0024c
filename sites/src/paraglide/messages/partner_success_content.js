/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_Success_ContentInputs */

const en_partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for your interest in partnering with Inzira. Our team reviews your application and e-mails you its decision.`)
};

const rw_partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Murakoze kuba mwifuza gufatanya na Inzira. Itsinda ryacu rizasuzuma ubusabe bwanyu kandi ribandikire icyemezo cyaryo.`)
};

const fr_partner_success_content = /** @type {(inputs: Partner_Success_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci de votre intérêt pour un partenariat avec Inzira. Notre équipe examine votre candidature et vous enverra sa décision par e-mail.`)
};

/**

* @param {Partner_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_success_content = /** @type {((inputs?: Partner_Success_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_Success_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_partner_success_content(inputs)
	if (locale === "fr") return fr_partner_success_content(inputs)
	return en_partner_success_content(inputs)
});