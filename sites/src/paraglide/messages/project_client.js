/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_ClientInputs */

const en_project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

const rw_project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umukiriya`)
};

const fr_project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_client = /** @type {((inputs?: Project_ClientInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ClientInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_client(inputs)
	if (locale === "fr") return fr_project_client(inputs)
	return en_project_client(inputs)
});