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

* @param {Project_Card_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_card_client = /** @type {((inputs: Project_Card_ClientInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Card_ClientInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_card_client(inputs)
	if (locale === "fr") return fr_project_card_client(inputs)
	return en_project_card_client(inputs)
});