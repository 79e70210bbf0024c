/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Project_For_ClientInputs */

const en_project_for_client = /** @type {(inputs: Project_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.client}`)
};

const rw_project_for_client = /** @type {(inputs: Project_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Byakorewe ${i?.client}`)
};

const fr_project_for_client = /** @type {(inputs: Project_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour ${i?.client}`)
};

/**

* @param {Project_For_ClientInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_for_client = /** @type {((inputs: Project_For_ClientInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_For_ClientInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_for_client(inputs)
	if (locale === "fr") return fr_project_for_client(inputs)
	return en_project_for_client(inputs)
});