/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_LoadingInputs */

const en_projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading projects...`)
};

const rw_projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana imishinga...`)
};

const fr_projects_loading = /** @type {(inputs: Projects_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des projets...`)
};

/**
* | output |
* | --- |
* | "Loading projects..." |
*
* @param {Projects_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_loading = /** @type {((inputs?: Projects_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_projects_loading(inputs)
	if (locale === "fr") return fr_projects_loading(inputs)
	return en_projects_loading(inputs)
});