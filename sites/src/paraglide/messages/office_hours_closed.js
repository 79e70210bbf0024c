/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hours_ClosedInputs */

const en_office_hours_closed = /** @type {(inputs: Office_Hours_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const rw_office_hours_closed = /** @type {(inputs: Office_Hours_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harafunze`)
};

const fr_office_hours_closed = /** @type {(inputs: Office_Hours_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermé`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Office_Hours_ClosedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const office_hours_closed = /** @type {((inputs?: Office_Hours_ClosedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hours_ClosedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_office_hours_closed(inputs)
	if (locale === "fr") return fr_office_hours_closed(inputs)
	return en_office_hours_closed(inputs)
});