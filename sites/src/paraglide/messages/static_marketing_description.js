/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Marketing_DescriptionInputs */

const en_static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campaigns planned around your goals, measured every week and tuned for the channels your customers use.`)
};

const rw_static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubukangurambaga buteguwe hakurikijwe intego zawe, bupimwa buri cyumweru kandi bujyanye n'imiyoboro abakiriya bawe bakoresha.`)
};

const fr_static_marketing_description = /** @type {(inputs: Static_Marketing_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des campagnes conçues autour de vos objectifs, mesurées chaque semaine et ajustées aux canaux de vos clients.`)
};

/**

* @param {Static_Marketing_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_marketing_description = /** @type {((inputs?: Static_Marketing_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Marketing_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_marketing_description(inputs)
	if (locale === "fr") return fr_static_marketing_description(inputs)
	return en_static_marketing_description(inputs)
});