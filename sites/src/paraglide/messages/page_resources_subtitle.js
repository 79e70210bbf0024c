/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Resources_SubtitleInputs */

const en_page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutorials, training, templates and articles to help you grow.`)
};

const rw_page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko, amasomo, amahugurwa, ingero n'inyandiko bigufasha gutera imbere.`)
};

const fr_page_resources_subtitle = /** @type {(inputs: Page_Resources_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation, tutoriels, formations, modèles et articles pour vous aider à grandir.`)
};

/**

* @param {Page_Resources_SubtitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_resources_subtitle = /** @type {((inputs?: Page_Resources_SubtitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Resources_SubtitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_page_resources_subtitle(inputs)
	if (locale === "fr") return fr_page_resources_subtitle(inputs)
	return en_page_resources_subtitle(inputs)
});