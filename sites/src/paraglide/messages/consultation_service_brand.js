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
* | output |
* | --- |
* | "Brand Design" |
*
* @param {Consultation_Service_BrandInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_brand = /** @type {((inputs?: Consultation_Service_BrandInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_BrandInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_service_brand(inputs)
	if (locale === "fr") return fr_consultation_service_brand(inputs)
	return en_consultation_service_brand(inputs)
});