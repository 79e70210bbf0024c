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

* @param {Testimonial_Close_DialogInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonial_close_dialog = /** @type {((inputs?: Testimonial_Close_DialogInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonial_Close_DialogInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonial_close_dialog(inputs)
	if (locale === "fr") return fr_testimonial_close_dialog(inputs)
	return en_testimonial_close_dialog(inputs)
});