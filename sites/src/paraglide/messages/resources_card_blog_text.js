/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Resources_Card_Blog_TextInputs */

const en_resources_card_blog_text = /** @type {(inputs: Resources_Card_Blog_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights and stories from the field, written by our professionals.`)
};

const rw_resources_card_blog_text = /** @type {(inputs: Resources_Card_Blog_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibitekerezo n’inkuru zo mu kazi, byanditswe n’abanyamwuga bacu.`)
};

const fr_resources_card_blog_text = /** @type {(inputs: Resources_Card_Blog_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyses et récits du terrain, écrits par nos professionnels.`)
};

/**

* @param {Resources_Card_Blog_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const resources_card_blog_text = /** @type {((inputs?: Resources_Card_Blog_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Card_Blog_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_resources_card_blog_text(inputs)
	if (locale === "fr") return fr_resources_card_blog_text(inputs)
	return en_resources_card_blog_text(inputs)
});