/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Highlight_Skills_TextInputs */

const en_competition_highlight_skills_text = /** @type {(inputs: Competition_Highlight_Skills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content, marketing and event challenges judged by working professionals.`)
};

const rw_competition_highlight_skills_text = /** @type {(inputs: Competition_Highlight_Skills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amarushanwa yo gukora ibirimo, kwamamaza no gutegura ibirori, asuzumwa n’abanyamwuga bari mu kazi.`)
};

const fr_competition_highlight_skills_text = /** @type {(inputs: Competition_Highlight_Skills_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des défis de contenu, de marketing et d’événementiel jugés par des professionnels en activité.`)
};

/**

* @param {Competition_Highlight_Skills_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competition_highlight_skills_text = /** @type {((inputs?: Competition_Highlight_Skills_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Highlight_Skills_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_competition_highlight_skills_text(inputs)
	if (locale === "fr") return fr_competition_highlight_skills_text(inputs)
	return en_competition_highlight_skills_text(inputs)
});