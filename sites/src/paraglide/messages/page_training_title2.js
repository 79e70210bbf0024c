/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Training_Title2Inputs */

const en_page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional Training`)
};

const rw_page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa y'abanyamwuga`)
};

const fr_page_training_title2 = /** @type {(inputs: Page_Training_Title2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations professionnelles`)
};

/**
* | output |
* | --- |
* | "Professional Training" |
*
* @param {Page_Training_Title2Inputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title2 = /** @type {((inputs?: Page_Training_Title2Inputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_Title2Inputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_training_title2(inputs)
	if (locale === "fr") return fr_page_training_title2(inputs)
	return en_page_training_title2(inputs)
});