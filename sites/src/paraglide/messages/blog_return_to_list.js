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
* | output |
* | --- |
* | "Return to Blog List" |
*
* @param {Blog_Return_To_ListInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_return_to_list = /** @type {((inputs?: Blog_Return_To_ListInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Return_To_ListInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_return_to_list(inputs)
	if (locale === "fr") return fr_blog_return_to_list(inputs)
	return en_blog_return_to_list(inputs)
});