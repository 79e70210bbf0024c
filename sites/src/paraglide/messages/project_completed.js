/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_CompletedInputs */

const en_project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completion date`)
};

const rw_project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itariki yarangiriyeho`)
};

const fr_project_completed = /** @type {(inputs: Project_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de fin`)
};

/**

* @param {Project_CompletedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_completed = /** @type {((inputs?: Project_CompletedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CompletedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_completed(inputs)
	if (locale === "fr") return fr_project_completed(inputs)
	return en_project_completed(inputs)
});