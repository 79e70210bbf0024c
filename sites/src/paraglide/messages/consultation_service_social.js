/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_SocialInputs */

const en_consultation_service_social = /** @type {(inputs: Consultation_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media Management`)
};

const rw_consultation_service_social = /** @type {(inputs: Consultation_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gucunga imbuga nkoranyambaga`)
};

const fr_consultation_service_social = /** @type {(inputs: Consultation_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestion des réseaux sociaux`)
};

/**

* @param {Consultation_Service_SocialInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_social = /** @type {((inputs?: Consultation_Service_SocialInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_SocialInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_service_social(inputs)
	if (locale === "fr") return fr_consultation_service_social(inputs)
	return en_consultation_service_social(inputs)
});