/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Highlight_Prizes_TextInputs */

const en_competition_highlight_prizes_text = /** @type {(inputs: Competition_Highlight_Prizes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cash prizes, paid projects and places in our training courses.`)
};

const rw_competition_highlight_prizes_text = /** @type {(inputs: Competition_Highlight_Prizes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibihembo by’amafaranga, imishinga yishyurwa n’imyanya mu masomo yacu.`)
};

const fr_competition_highlight_prizes_text = /** @type {(inputs: Competition_Highlight_Prizes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des prix en espèces, des projets rémunérés et des places dans nos formations.`)
};

/**

* @param {Competition_Highlight_Prizes_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const competition_highlight_prizes_text = /** @type {((inputs?: Competition_Highlight_Prizes_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Highlight_Prizes_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_competition_highlight_prizes_text(inputs)
	if (locale === "fr") return fr_competition_highlight_prizes_text(inputs)
	return en_competition_highlight_prizes_text(inputs)
});