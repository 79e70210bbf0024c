/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonials_LoadingInputs */

const en_testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading testimonials...`)
};

const rw_testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ubuhamya...`)
};

const fr_testimonials_loading = /** @type {(inputs: Testimonials_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des témoignages...`)
};

/**
* | output |
* | --- |
* | "Loading testimonials..." |
*
* @param {Testimonials_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_loading = /** @type {((inputs?: Testimonials_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_testimonials_loading(inputs)
	if (locale === "fr") return fr_testimonials_loading(inputs)
	return en_testimonials_loading(inputs)
});