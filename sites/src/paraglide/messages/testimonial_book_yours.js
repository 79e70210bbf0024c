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

* @param {Testimonial_Book_YoursInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_book_yours = /** @type {((inputs?: Testimonial_Book_YoursInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Book_YoursInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_book_yours(inputs)
	if (locale === "fr") return fr_testimonial_book_yours(inputs)
	return en_testimonial_book_yours(inputs)
});