/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Story_Results_HeadingInputs */

const en_story_results_heading = /** @type {(inputs: Story_Results_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results Achieved`)
};

const rw_story_results_heading = /** @type {(inputs: Story_Results_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umusaruro wagezweho`)
};

const fr_story_results_heading = /** @type {(inputs: Story_Results_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats obtenus`)
};

/**

* @param {Story_Results_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const story_results_heading = /** @type {((inputs?: Story_Results_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Story_Results_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_story_results_heading(inputs)
	if (locale === "fr") return fr_story_results_heading(inputs)
	return en_story_results_heading(inputs)
});