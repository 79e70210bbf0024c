/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} How_We_Work_GuideInputs */

const en_how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the full guide`)
};

const rw_how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soma imfashanyigisho yose`)
};

const fr_how_we_work_guide = /** @type {(inputs: How_We_Work_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire le guide complet`)
};

/**

* @param {How_We_Work_GuideInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const how_we_work_guide = /** @type {((inputs?: How_We_Work_GuideInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<How_We_Work_GuideInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_how_we_work_guide(inputs)
	if (locale === "fr") return fr_how_we_work_guide(inputs)
	return en_how_we_work_guide(inputs)
});