/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TestsInputs */

const en_nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

const rw_nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibizamini`)
};

const fr_nav_tests = /** @type {(inputs: Nav_TestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tests`)
};

/**
* | output |
* | --- |
* | "Tests" |
*
* @param {Nav_TestsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_tests = /** @type {((inputs?: Nav_TestsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TestsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_nav_tests(inputs)
	if (locale === "fr") return fr_nav_tests(inputs)
	return en_nav_tests(inputs)
});