/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonial_Close_DialogInputs */

const en_testimonial_close_dialog = /** @type {(inputs: Testimonial_Close_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close dialog`)
};

const rw_testimonial_close_dialog = /** @type {(inputs: Testimonial_Close_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Funga idirishya`)
};

const fr_testimonial_close_dialog = /** @type {(inputs: Testimonial_Close_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer la fenêtre`)
};

/**
* | output |
* | --- |
* | "Close dialog" |
*
* @param {Testimonial_Close_DialogInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_close_dialog = /** @type {((inputs?: Testimonial_Close_DialogInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Close_DialogInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonial_close_dialog(inputs)
	if (locale === "fr") return fr_testimonial_close_dialog(inputs)
	return en_testimonial_close_dialog(inputs)
});