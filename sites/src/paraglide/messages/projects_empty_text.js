/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_Empty_TextInputs */

const en_projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for our latest work.`)
};

const rw_projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garuka vuba urebe ibikorwa byacu biheruka.`)
};

const fr_projects_empty_text = /** @type {(inputs: Projects_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt pour découvrir nos dernières réalisations.`)
};

/**

* @param {Projects_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_text = /** @type {((inputs?: Projects_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_projects_empty_text(inputs)
	if (locale === "fr") return fr_projects_empty_text(inputs)
	return en_projects_empty_text(inputs)
});