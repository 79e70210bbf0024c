/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonials_HeadingInputs */

const en_testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Clients Say`)
};

const rw_testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibyo abakiriya bacu bavuga`)
};

const fr_testimonials_heading = /** @type {(inputs: Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que disent nos clients`)
};

/**
* | output |
* | --- |
* | "What Our Clients Say" |
*
* @param {Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_heading = /** @type {((inputs?: Testimonials_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonials_heading(inputs)
	if (locale === "fr") return fr_testimonials_heading(inputs)
	return en_testimonials_heading(inputs)
});