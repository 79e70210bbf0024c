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
* | output |
* | --- |
* | "Upvote ({count})" |
*
* @param {Blog_UpvoteInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_upvote = /** @type {((inputs: Blog_UpvoteInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_UpvoteInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_upvote(inputs)
	if (locale === "fr") return fr_blog_upvote(inputs)
	return en_blog_upvote(inputs)
});