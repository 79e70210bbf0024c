/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_6Inputs */

const en_month_6 = /** @type {(inputs: Month_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`June`)
};

const rw_month_6 = /** @type {(inputs: Month_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamena`)
};

const fr_month_6 = /** @type {(inputs: Month_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`juin`)
};

/**
* | output |
* | --- |
* | "June" |
*
* @param {Month_6Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_6 = /** @type {((inputs?: Month_6Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_6Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_6(inputs)
	if (locale === "fr") return fr_month_6(inputs)
	return en_month_6(inputs)
});