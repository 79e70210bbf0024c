/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Choose_ServiceInputs */

const en_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a service`)
};

const rw_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hitamo serivisi`)
};

const fr_field_choose_service = /** @type {(inputs: Field_Choose_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un service`)
};

/**

* @param {Field_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const field_choose_service = /** @type {((inputs?: Field_Choose_ServiceInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Choose_ServiceInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_field_choose_service(inputs)
	if (locale === "fr") return fr_field_choose_service(inputs)
	return en_field_choose_service(inputs)
});