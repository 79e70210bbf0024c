/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Training_DescriptionInputs */

const en_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instructor-led courses in event management, digital marketing and protocol.`)
};

const rw_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo atangwa n'abarimu mu gucunga ibirori, kwamamaza kuri murandasi na porotokole.`)
};

const fr_page_training_description = /** @type {(inputs: Page_Training_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formations encadrées en événementiel, marketing digital et protocole.`)
};

/**
* | output |
* | --- |
* | "Instructor-led courses in event management, digital marketing and protocol." |
*
* @param {Page_Training_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_training_description = /** @type {((inputs?: Page_Training_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Training_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_training_description(inputs)
	if (locale === "fr") return fr_page_training_description(inputs)
	return en_page_training_description(inputs)
});