/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_EmptyInputs */

const en_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No services yet`)
};

const rw_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta serivisi irahari`)
};

const fr_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun service pour l'instant`)
};

/**
* | output |
* | --- |
* | "No services yet" |
*
* @param {Services_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_empty = /** @type {((inputs?: Services_EmptyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_EmptyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_services_empty(inputs)
	if (locale === "fr") return fr_services_empty(inputs)
	return en_services_empty(inputs)
});