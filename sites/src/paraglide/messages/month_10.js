/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_10Inputs */

const en_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`October`)
};

const rw_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ukwakira`)
};

const fr_month_10 = /** @type {(inputs: Month_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`octobre`)
};

/**
* | output |
* | --- |
* | "October" |
*
* @param {Month_10Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_10 = /** @type {((inputs?: Month_10Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_10Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_10(inputs)
	if (locale === "fr") return fr_month_10(inputs)
	return en_month_10(inputs)
});