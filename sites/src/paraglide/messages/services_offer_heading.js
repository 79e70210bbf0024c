/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Offer_HeadingInputs */

const en_services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Offer`)
};

const rw_services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo dutanga`)
};

const fr_services_offer_heading = /** @type {(inputs: Services_Offer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous proposons`)
};

/**
* | output |
* | --- |
* | "What We Offer" |
*
* @param {Services_Offer_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_offer_heading = /** @type {((inputs?: Services_Offer_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Offer_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_services_offer_heading(inputs)
	if (locale === "fr") return fr_services_offer_heading(inputs)
	return en_services_offer_heading(inputs)
});