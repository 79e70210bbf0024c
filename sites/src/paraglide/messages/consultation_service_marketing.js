/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_MarketingInputs */

const en_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const rw_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi`)
};

const fr_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital`)
};

/**
* | output |
* | --- |
* | "Digital Marketing" |
*
* @param {Consultation_Service_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_marketing = /** @type {((inputs?: Consultation_Service_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_service_marketing(inputs)
	if (locale === "fr") return fr_consultation_service_marketing(inputs)
	return en_consultation_service_marketing(inputs)
});