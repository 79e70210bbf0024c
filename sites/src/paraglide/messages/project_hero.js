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
* | output |
* | --- |
* | "Project" |
*
* @param {Project_HeroInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_hero = /** @type {((inputs?: Project_HeroInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_HeroInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_hero(inputs)
	if (locale === "fr") return fr_project_hero(inputs)
	return en_project_hero(inputs)
});