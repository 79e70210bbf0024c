/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Service_MarketingInputs */

const en_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital Marketing`)
};

const rw_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kuri murandasi`)
};

const fr_consultation_service_marketing = /** @type {(inputs: Consultation_Service_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing digital`)
};

/**

* @param {Consultation_Service_MarketingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_service_marketing = /** @type {((inputs?: Consultation_Service_MarketingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Service_MarketingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_service_marketing(inputs)
	if (locale === "fr") return fr_consultation_service_marketing(inputs)
	return en_consultation_service_marketing(inputs)
});