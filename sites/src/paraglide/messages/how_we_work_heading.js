/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_HeadingInputs */

const en_how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How We Work`)
};

const rw_how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uko dukora`)
};

const fr_how_we_work_heading = /** @type {(inputs: How_We_Work_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre méthode`)
};

/**

* @param {How_We_Work_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_heading = /** @type {((inputs?: How_We_Work_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_heading(inputs)
	if (locale === "fr") return fr_how_we_work_heading(inputs)
	return en_how_we_work_heading(inputs)
});