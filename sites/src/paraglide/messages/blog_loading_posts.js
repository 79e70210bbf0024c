/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Loading_PostsInputs */

const en_blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading blog posts...`)
};

const rw_blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kuzana inyandiko...`)
};

const fr_blog_loading_posts = /** @type {(inputs: Blog_Loading_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des articles...`)
};

/**

* @param {Blog_Loading_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_loading_posts = /** @type {((inputs?: Blog_Loading_PostsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Loading_PostsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_loading_posts(inputs)
	if (locale === "fr") return fr_blog_loading_posts(inputs)
	return en_blog_loading_posts(inputs)
});