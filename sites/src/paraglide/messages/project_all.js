/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_AllInputs */

const en_project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All projects`)
};

const rw_project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga yose`)
};

const fr_project_all = /** @type {(inputs: Project_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les projets`)
};

/**
* | output |
* | --- |
* | "All projects" |
*
* @param {Project_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_all = /** @type {((inputs?: Project_AllInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_AllInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_all(inputs)
	if (locale === "fr") return fr_project_all(inputs)
	return en_project_all(inputs)
});