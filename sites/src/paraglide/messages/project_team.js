/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_TeamInputs */

const en_project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Team`)
};

const rw_project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda`)
};

const fr_project_team = /** @type {(inputs: Project_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'équipe`)
};

/**

* @param {Project_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_team = /** @type {((inputs?: Project_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_team(inputs)
	if (locale === "fr") return fr_project_team(inputs)
	return en_project_team(inputs)
});