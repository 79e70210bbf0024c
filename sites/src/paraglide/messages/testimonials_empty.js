/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonials_EmptyInputs */

const en_testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No testimonials yet`)
};

const rw_testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta buhamya burahari`)
};

const fr_testimonials_empty = /** @type {(inputs: Testimonials_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun témoignage pour l'instant`)
};

/**
* | output |
* | --- |
* | "No testimonials yet" |
*
* @param {Testimonials_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_empty = /** @type {((inputs?: Testimonials_EmptyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_EmptyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonials_empty(inputs)
	if (locale === "fr") return fr_testimonials_empty(inputs)
	return en_testimonials_empty(inputs)
});