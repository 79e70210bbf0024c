/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Empty_TextInputs */

const en_blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check back soon for new content`)
};

const rw_blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garuka vuba urebe ibishya`)
};

const fr_blog_empty_text = /** @type {(inputs: Blog_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenez bientôt pour de nouveaux contenus`)
};

/**

* @param {Blog_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_empty_text = /** @type {((inputs?: Blog_Empty_TextInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Empty_TextInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_empty_text(inputs)
	if (locale === "fr") return fr_blog_empty_text(inputs)
	return en_blog_empty_text(inputs)
});