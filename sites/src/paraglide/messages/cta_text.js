/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cta_TextInputs */

const en_cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us about your project and we will match you with the right team.`)
};

const rw_cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tubwire umushinga wawe tuguhuze n'itsinda rikwiriye.`)
};

const fr_cta_text = /** @type {(inputs: Cta_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez-nous de votre projet et nous vous mettrons en relation avec la bonne équipe.`)
};

/**

* @param {Cta_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_text = /** @type {((inputs?: Cta_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cta_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_cta_text(inputs)
	if (locale === "fr") return fr_cta_text(inputs)
	return en_cta_text(inputs)
});