/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Highlight_Skills_TitleInputs */

const en_competition_highlight_skills_title = /** @type {(inputs: Competition_Highlight_Skills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show Your Skills`)
};

const rw_competition_highlight_skills_title = /** @type {(inputs: Competition_Highlight_Skills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erekana ubuhanga bwawe`)
};

const fr_competition_highlight_skills_title = /** @type {(inputs: Competition_Highlight_Skills_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Montrez vos compétences`)
};

/**

* @param {Competition_Highlight_Skills_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competition_highlight_skills_title = /** @type {((inputs?: Competition_Highlight_Skills_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Highlight_Skills_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_competition_highlight_skills_title(inputs)
	if (locale === "fr") return fr_competition_highlight_skills_title(inputs)
	return en_competition_highlight_skills_title(inputs)
});