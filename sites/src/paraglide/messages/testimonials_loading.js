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

* @param {Testimonials_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_loading = /** @type {((inputs?: Testimonials_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonials_loading(inputs)
	if (locale === "fr") return fr_testimonials_loading(inputs)
	return en_testimonials_loading(inputs)
});