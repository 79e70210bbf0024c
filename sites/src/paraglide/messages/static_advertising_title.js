/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Advertising_TitleInputs */

const en_static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising Experts`)
};

const rw_static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inzobere mu kwamamaza`)
};

const fr_static_advertising_title = /** @type {(inputs: Static_Advertising_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experts en publicité`)
};

/**
* | output |
* | --- |
* | "Advertising Experts" |
*
* @param {Static_Advertising_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_title = /** @type {((inputs?: Static_Advertising_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_static_advertising_title(inputs)
	if (locale === "fr") return fr_static_advertising_title(inputs)
	return en_static_advertising_title(inputs)
});