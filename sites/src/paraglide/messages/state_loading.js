/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} State_LoadingInputs */

const en_state_loading = /** @type {(inputs: State_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

const rw_state_loading = /** @type {(inputs: State_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tegereza gato...`)
};

const fr_state_loading = /** @type {(inputs: State_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement...`)
};

/**
* | output |
* | --- |
* | "Loading..." |
*
* @param {State_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const state_loading = /** @type {((inputs?: State_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<State_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_state_loading(inputs)
	if (locale === "fr") return fr_state_loading(inputs)
	return en_state_loading(inputs)
});