/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testimonials_Load_ErrorInputs */

const en_testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load testimonials. Please try again later.`)
};

const rw_testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ntibyashobotse kuzana ubuhamya. Ongera ugerageze nyuma.`)
};

const fr_testimonials_load_error = /** @type {(inputs: Testimonials_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les témoignages. Réessayez plus tard.`)
};

/**

* @param {Testimonials_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const testimonials_load_error = /** @type {((inputs?: Testimonials_Load_ErrorInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testimonials_Load_ErrorInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_testimonials_load_error(inputs)
	if (locale === "fr") return fr_testimonials_load_error(inputs)
	return en_testimonials_load_error(inputs)
});