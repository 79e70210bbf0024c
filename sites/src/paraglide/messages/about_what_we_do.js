/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_What_We_DoInputs */

const en_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What We Do`)
};

const rw_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo dukora`)
};

const fr_about_what_we_do = /** @type {(inputs: About_What_We_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous faisons`)
};

/**
* | output |
* | --- |
* | "What We Do" |
*
* @param {About_What_We_DoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_what_we_do = /** @type {((inputs?: About_What_We_DoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_What_We_DoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_about_what_we_do(inputs)
	if (locale === "fr") return fr_about_what_we_do(inputs)
	return en_about_what_we_do(inputs)
});