/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_Empty_TitleInputs */

const en_projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet`)
};

const rw_projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta mushinga urahari`)
};

const fr_projects_empty_title = /** @type {(inputs: Projects_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun projet pour l'instant`)
};

/**
* | output |
* | --- |
* | "No projects yet" |
*
* @param {Projects_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_empty_title = /** @type {((inputs?: Projects_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_projects_empty_title(inputs)
	if (locale === "fr") return fr_projects_empty_title(inputs)
	return en_projects_empty_title(inputs)
});