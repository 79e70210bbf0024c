/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_BookInputs */

const en_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a consultation`)
};

const rw_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba inama`)
};

const fr_consultation_book = /** @type {(inputs: Consultation_BookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver une consultation`)
};

/**
* | output |
* | --- |
* | "Book a consultation" |
*
* @param {Consultation_BookInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_book = /** @type {((inputs?: Consultation_BookInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_BookInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_book(inputs)
	if (locale === "fr") return fr_consultation_book(inputs)
	return en_consultation_book(inputs)
});