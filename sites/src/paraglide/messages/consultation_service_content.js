/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_ContentInputs */

const en_consultation_service_content = /** @type {(inputs: Consultation_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Creation`)
};

const rw_consultation_service_content = /** @type {(inputs: Consultation_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gukora ibirimo`)
};

const fr_consultation_service_content = /** @type {(inputs: Consultation_Service_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création de contenu`)
};

/**
* | output |
* | --- |
* | "Content Creation" |
*
* @param {Consultation_Service_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_content = /** @type {((inputs?: Consultation_Service_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_service_content(inputs)
	if (locale === "fr") return fr_consultation_service_content(inputs)
	return en_consultation_service_content(inputs)
});