/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_HeroInputs */

const en_project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

const rw_project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umushinga`)
};

const fr_project_hero = /** @type {(inputs: Project_HeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projet`)
};

/**

* @param {Project_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_hero = /** @type {((inputs?: Project_HeroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_HeroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_hero(inputs)
	if (locale === "fr") return fr_project_hero(inputs)
	return en_project_hero(inputs)
});