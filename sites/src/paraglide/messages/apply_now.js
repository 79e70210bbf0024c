/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_NowInputs */

const en_apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply Now`)
};

const rw_apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba ubu`)
};

const fr_apply_now = /** @type {(inputs: Apply_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postuler`)
};

/**
* | output |
* | --- |
* | "Apply Now" |
*
* @param {Apply_NowInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_now = /** @type {((inputs?: Apply_NowInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_NowInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_apply_now(inputs)
	if (locale === "fr") return fr_apply_now(inputs)
	return en_apply_now(inputs)
});