/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_BrandInputs */

const en_consultation_service_brand = /** @type {(inputs: Consultation_Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Design`)
};

const rw_consultation_service_brand = /** @type {(inputs: Consultation_Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igishushanyo cy’ikirango`)
};

const fr_consultation_service_brand = /** @type {(inputs: Consultation_Service_BrandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identité de marque`)
};

/**

* @param {Consultation_Service_BrandInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_brand = /** @type {((inputs?: Consultation_Service_BrandInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_BrandInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_service_brand(inputs)
	if (locale === "fr") return fr_consultation_service_brand(inputs)
	return en_consultation_service_brand(inputs)
});