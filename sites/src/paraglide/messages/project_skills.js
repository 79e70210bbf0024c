/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_SkillsInputs */

const en_project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills and tools`)
};

const rw_project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ubumenyi n'ibikoresho`)
};

const fr_project_skills = /** @type {(inputs: Project_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compétences et outils`)
};

/**

* @param {Project_SkillsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_skills = /** @type {((inputs?: Project_SkillsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SkillsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_skills(inputs)
	if (locale === "fr") return fr_project_skills(inputs)
	return en_project_skills(inputs)
});