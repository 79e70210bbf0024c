/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Category_ProtocolInputs */

const en_blog_category_protocol = /** @type {(inputs: Blog_Category_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocol`)
};

const rw_blog_category_protocol = /** @type {(inputs: Blog_Category_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porotokole`)
};

const fr_blog_category_protocol = /** @type {(inputs: Blog_Category_ProtocolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protocole`)
};

/**

* @param {Blog_Category_ProtocolInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_category_protocol = /** @type {((inputs?: Blog_Category_ProtocolInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Category_ProtocolInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_category_protocol(inputs)
	if (locale === "fr") return fr_blog_category_protocol(inputs)
	return en_blog_category_protocol(inputs)
});