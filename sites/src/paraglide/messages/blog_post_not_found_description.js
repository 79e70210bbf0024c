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
* | output |
* | --- |
* | "This blog post does not exist." |
*
* @param {Blog_Post_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_post_not_found_description = /** @type {((inputs?: Blog_Post_Not_Found_DescriptionInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Post_Not_Found_DescriptionInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_post_not_found_description(inputs)
	if (locale === "fr") return fr_blog_post_not_found_description(inputs)
	return en_blog_post_not_found_description(inputs)
});