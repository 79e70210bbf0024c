/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_HelpfulInputs */

const en_blog_helpful = /** @type {(inputs: Blog_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was this post helpful?`)
};

const rw_blog_helpful = /** @type {(inputs: Blog_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyi nyandiko yakugiriye akamaro?`)
};

const fr_blog_helpful = /** @type {(inputs: Blog_HelpfulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet article vous a-t-il été utile ?`)
};

/**

* @param {Blog_HelpfulInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_helpful = /** @type {((inputs?: Blog_HelpfulInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_HelpfulInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_helpful(inputs)
	if (locale === "fr") return fr_blog_helpful(inputs)
	return en_blog_helpful(inputs)
});