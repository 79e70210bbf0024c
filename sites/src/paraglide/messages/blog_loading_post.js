/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Loading_PostInputs */

const en_blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading blog post...`)
};

const rw_blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana inyandiko...`)
};

const fr_blog_loading_post = /** @type {(inputs: Blog_Loading_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'article...`)
};

/**

* @param {Blog_Loading_PostInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_post = /** @type {((inputs?: Blog_Loading_PostInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Loading_PostInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_loading_post(inputs)
	if (locale === "fr") return fr_blog_loading_post(inputs)
	return en_blog_loading_post(inputs)
});