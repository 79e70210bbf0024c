/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_LoadingInputs */

const en_form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the form...`)
};

const rw_form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana ifishi...`)
};

const fr_form_loading = /** @type {(inputs: Form_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du formulaire...`)
};

/**
* | output |
* | --- |
* | "Loading the form..." |
*
* @param {Form_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const form_loading = /** @type {((inputs?: Form_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_form_loading(inputs)
	if (locale === "fr") return fr_form_loading(inputs)
	return en_form_loading(inputs)
});