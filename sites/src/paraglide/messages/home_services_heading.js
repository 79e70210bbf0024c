/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Services_HeadingInputs */

const en_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Services`)
};

const rw_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serivisi zacu`)
};

const fr_home_services_heading = /** @type {(inputs: Home_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos services`)
};

/**

* @param {Home_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_services_heading = /** @type {((inputs?: Home_Services_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Services_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_home_services_heading(inputs)
	if (locale === "fr") return fr_home_services_heading(inputs)
	return en_home_services_heading(inputs)
});