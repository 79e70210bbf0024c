/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Blog_DownvoteInputs */

const en_blog_downvote = /** @type {(inputs: Blog_DownvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downvote (${i?.count})`)
};

const rw_blog_downvote = /** @type {(inputs: Blog_DownvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ntibyamfashije (${i?.count})`)
};

const fr_blog_downvote = /** @type {(inputs: Blog_DownvoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas utile (${i?.count})`)
};

/**

* @param {Blog_DownvoteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_downvote = /** @type {((inputs: Blog_DownvoteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_DownvoteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_downvote(inputs)
	if (locale === "fr") return fr_blog_downvote(inputs)
	return en_blog_downvote(inputs)
});