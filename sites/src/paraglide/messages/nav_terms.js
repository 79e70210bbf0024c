/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TermsInputs */

const en_nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

const rw_nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amabwiriza y'imikoreshereze`)
};

const fr_nav_terms = /** @type {(inputs: Nav_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Nav_TermsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_terms = /** @type {((inputs?: Nav_TermsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TermsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_nav_terms(inputs)
	if (locale === "fr") return fr_nav_terms(inputs)
	return en_nav_terms(inputs)
});