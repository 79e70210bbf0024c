/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Project_Card_ClientInputs */

const en_project_card_client = /** @type {(inputs: Project_Card_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client: ${i?.name}`)
};

const rw_project_card_client = /** @type {(inputs: Project_Card_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Umukiriya: ${i?.name}`)
};

const fr_project_card_client = /** @type {(inputs: Project_Card_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client : ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Client: {name}" |
*
* @param {Project_Card_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_card_client = /** @type {((inputs: Project_Card_ClientInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Card_ClientInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_card_client(inputs)
	if (locale === "fr") return fr_project_card_client(inputs)
	return en_project_card_client(inputs)
});