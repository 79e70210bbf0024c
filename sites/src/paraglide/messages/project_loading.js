/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_LoadingInputs */

const en_project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading project...`)
};

const rw_project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana umushinga...`)
};

const fr_project_loading = /** @type {(inputs: Project_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du projet...`)
};

/**
* | output |
* | --- |
* | "Loading project..." |
*
* @param {Project_LoadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_loading = /** @type {((inputs?: Project_LoadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_LoadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_loading(inputs)
	if (locale === "fr") return fr_project_loading(inputs)
	return en_project_loading(inputs)
});