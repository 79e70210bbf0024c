/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Post_Not_Found_DescriptionInputs */

const en_blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This blog post does not exist.`)
};

const rw_blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi nyandiko ntibaho.`)
};

const fr_blog_post_not_found_description = /** @type {(inputs: Blog_Post_Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article n'existe pas.`)
};

/**

* @param {Blog_Post_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found_description = /** @type {((inputs?: Blog_Post_Not_Found_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Post_Not_Found_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_post_not_found_description(inputs)
	if (locale === "fr") return fr_blog_post_not_found_description(inputs)
	return en_blog_post_not_found_description(inputs)
});