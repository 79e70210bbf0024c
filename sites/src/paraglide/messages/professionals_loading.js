/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_LoadingInputs */

const en_professionals_loading = /** @type {(inputs: Professionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading professionals...`)
};

const rw_professionals_loading = /** @type {(inputs: Professionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana abanyamwuga...`)
};

const fr_professionals_loading = /** @type {(inputs: Professionals_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des professionnels...`)
};

/**
* | output |
* | --- |
* | "Loading professionals..." |
*
* @param {Professionals_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_loading = /** @type {((inputs?: Professionals_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_professionals_loading(inputs)
	if (locale === "fr") return fr_professionals_loading(inputs)
	return en_professionals_loading(inputs)
});