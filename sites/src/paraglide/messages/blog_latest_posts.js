/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Latest_PostsInputs */

const en_blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Posts`)
};

const rw_blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko ziheruka`)
};

const fr_blog_latest_posts = /** @type {(inputs: Blog_Latest_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Derniers articles`)
};

/**
* | output |
* | --- |
* | "Latest Posts" |
*
* @param {Blog_Latest_PostsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_latest_posts = /** @type {((inputs?: Blog_Latest_PostsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Latest_PostsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_latest_posts(inputs)
	if (locale === "fr") return fr_blog_latest_posts(inputs)
	return en_blog_latest_posts(inputs)
});