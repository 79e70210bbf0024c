/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_HeadingInputs */

const en_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Our Professionals`)
};

const rw_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menya abanyamwuga bacu`)
};

const fr_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez nos professionnels`)
};

/**

* @param {Professionals_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_heading = /** @type {((inputs?: Professionals_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_professionals_heading(inputs)
	if (locale === "fr") return fr_professionals_heading(inputs)
	return en_professionals_heading(inputs)
});