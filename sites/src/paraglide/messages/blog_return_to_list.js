/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Return_To_ListInputs */

const en_blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return to Blog List`)
};

const rw_blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subira ku rutonde rw'inyandiko`)
};

const fr_blog_return_to_list = /** @type {(inputs: Blog_Return_To_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la liste des articles`)
};

/**

* @param {Blog_Return_To_ListInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_return_to_list = /** @type {((inputs?: Blog_Return_To_ListInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Return_To_ListInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_return_to_list(inputs)
	if (locale === "fr") return fr_blog_return_to_list(inputs)
	return en_blog_return_to_list(inputs)
});