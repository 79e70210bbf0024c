/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_EmptyInputs */

const en_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No services yet`)
};

const rw_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta serivisi irahari`)
};

const fr_services_empty = /** @type {(inputs: Services_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun service pour l'instant`)
};

/**

* @param {Services_EmptyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_empty = /** @type {((inputs?: Services_EmptyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_EmptyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_services_empty(inputs)
	if (locale === "fr") return fr_services_empty(inputs)
	return en_services_empty(inputs)
});