/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Service_FeaturesInputs */

const en_service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} features`)
};

const rw_service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ibigize ${i?.title}`)
};

const fr_service_features = /** @type {(inputs: Service_FeaturesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : prestations`)
};

/**

* @param {Service_FeaturesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const service_features = /** @type {((inputs: Service_FeaturesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_FeaturesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_service_features(inputs)
	if (locale === "fr") return fr_service_features(inputs)
	return en_service_features(inputs)
});