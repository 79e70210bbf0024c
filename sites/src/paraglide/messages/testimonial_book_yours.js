/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonial_Book_YoursInputs */

const en_testimonial_book_yours = /** @type {(inputs: Testimonial_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book Yours Now`)
};

const rw_testimonial_book_yours = /** @type {(inputs: Testimonial_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba iyawe ubu`)
};

const fr_testimonial_book_yours = /** @type {(inputs: Testimonial_Book_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservez la vôtre`)
};

/**
* | output |
* | --- |
* | "Book Yours Now" |
*
* @param {Testimonial_Book_YoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_book_yours = /** @type {((inputs?: Testimonial_Book_YoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Book_YoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonial_book_yours(inputs)
	if (locale === "fr") return fr_testimonial_book_yours(inputs)
	return en_testimonial_book_yours(inputs)
});