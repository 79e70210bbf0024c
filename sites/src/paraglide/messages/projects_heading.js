/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_HeadingInputs */

const en_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Portfolio`)
};

const rw_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa byacu`)
};

const fr_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre portfolio`)
};

/**

* @param {Projects_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_heading = /** @type {((inputs?: Projects_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_projects_heading(inputs)
	if (locale === "fr") return fr_projects_heading(inputs)
	return en_projects_heading(inputs)
});