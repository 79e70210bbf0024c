/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Advertising_DescriptionInputs */

const en_static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid search, display and social advertising managed by specialists who watch every franc of the budget.`)
};

const rw_static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza kwishyurwa ku mashakiro, ku mbuga no ku mbuga nkoranyambaga bicungwa n'inzobere zikurikirana buri faranga ry'ingengo y'imari.`)
};

const fr_static_advertising_description = /** @type {(inputs: Static_Advertising_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité sur les moteurs de recherche, display et réseaux sociaux gérée par des spécialistes qui surveillent chaque franc du budget.`)
};

/**

* @param {Static_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_description = /** @type {((inputs?: Static_Advertising_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_static_advertising_description(inputs)
	if (locale === "fr") return fr_static_advertising_description(inputs)
	return en_static_advertising_description(inputs)
});