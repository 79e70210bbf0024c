/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Advertising_DisplayInputs */

const en_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display Advertising`)
};

const rw_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwamamaza hakoreshejwe amashusho`)
};

const fr_static_advertising_display = /** @type {(inputs: Static_Advertising_DisplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicité display`)
};

/**
* | output |
* | --- |
* | "Display Advertising" |
*
* @param {Static_Advertising_DisplayInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const static_advertising_display = /** @type {((inputs?: Static_Advertising_DisplayInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Advertising_DisplayInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_static_advertising_display(inputs)
	if (locale === "fr") return fr_static_advertising_display(inputs)
	return en_static_advertising_display(inputs)
});