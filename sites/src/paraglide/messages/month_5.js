/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_5Inputs */

const en_month_5 = /** @type {(inputs: Month_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May`)
};

const rw_month_5 = /** @type {(inputs: Month_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gicurasi`)
};

const fr_month_5 = /** @type {(inputs: Month_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mai`)
};

/**
* | output |
* | --- |
* | "May" |
*
* @param {Month_5Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_5 = /** @type {((inputs?: Month_5Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_5Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_5(inputs)
	if (locale === "fr") return fr_month_5(inputs)
	return en_month_5(inputs)
});