/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Training_TitleInputs */

const en_page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training`)
};

const rw_page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amahugurwa`)
};

const fr_page_training_title = /** @type {(inputs: Page_Training_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations`)
};

/**
* | output |
* | --- |
* | "Training" |
*
* @param {Page_Training_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_title = /** @type {((inputs?: Page_Training_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_training_title(inputs)
	if (locale === "fr") return fr_page_training_title(inputs)
	return en_page_training_title(inputs)
});