/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Docs_SubtitleInputs */

const en_page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find guides, references and templates.`)
};

const rw_page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shaka imfashanyigisho, inyandiko n'ingero.`)
};

const fr_page_docs_subtitle = /** @type {(inputs: Page_Docs_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des guides, des références et des modèles.`)
};

/**

* @param {Page_Docs_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_subtitle = /** @type {((inputs?: Page_Docs_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_docs_subtitle(inputs)
	if (locale === "fr") return fr_page_docs_subtitle(inputs)
	return en_page_docs_subtitle(inputs)
});