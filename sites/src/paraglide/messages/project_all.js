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

* @param {Project_AllInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_all = /** @type {((inputs?: Project_AllInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_AllInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_all(inputs)
	if (locale === "fr") return fr_project_all(inputs)
	return en_project_all(inputs)
});