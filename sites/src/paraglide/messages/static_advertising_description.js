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
* | output |
* | --- |
* | "Paid search, display and social advertising managed by specialists who watch every franc of the budget." |
*
* @param {Static_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_description = /** @type {((inputs?: Static_Advertising_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_static_advertising_description(inputs)
	if (locale === "fr") return fr_static_advertising_description(inputs)
	return en_static_advertising_description(inputs)
});