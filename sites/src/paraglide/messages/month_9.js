/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Month_9Inputs */

const en_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`September`)
};

const rw_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nzeri`)
};

const fr_month_9 = /** @type {(inputs: Month_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`septembre`)
};

/**
* | output |
* | --- |
* | "September" |
*
* @param {Month_9Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const month_9 = /** @type {((inputs?: Month_9Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Month_9Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_month_9(inputs)
	if (locale === "fr") return fr_month_9(inputs)
	return en_month_9(inputs)
});