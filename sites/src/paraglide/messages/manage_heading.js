/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Manage_HeadingInputs */

const en_manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your consultation`)
};

const rw_manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inama yawe`)
};

const fr_manage_heading = /** @type {(inputs: Manage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre consultation`)
};

/**

* @param {Manage_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const manage_heading = /** @type {((inputs?: Manage_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Manage_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_manage_heading(inputs)
	if (locale === "fr") return fr_manage_heading(inputs)
	return en_manage_heading(inputs)
});