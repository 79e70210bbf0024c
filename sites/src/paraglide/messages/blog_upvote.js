/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Blog_UpvoteInputs */

const en_blog_upvote = /** @type {(inputs: Blog_UpvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upvote (${i?.count})`)
};

const rw_blog_upvote = /** @type {(inputs: Blog_UpvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Byamfashije (${i?.count})`)
};

const fr_blog_upvote = /** @type {(inputs: Blog_UpvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utile (${i?.count})`)
};

/**

* @param {Blog_UpvoteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_upvote = /** @type {((inputs: Blog_UpvoteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_UpvoteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_upvote(inputs)
	if (locale === "fr") return fr_blog_upvote(inputs)
	return en_blog_upvote(inputs)
});