/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Go_BackInputs */

const en_blog_go_back = /** @type {(inputs: Blog_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back`)
};

const rw_blog_go_back = /** @type {(inputs: Blog_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subira inyuma`)
};

const fr_blog_go_back = /** @type {(inputs: Blog_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour`)
};

/**
* | output |
* | --- |
* | "Go back" |
*
* @param {Blog_Go_BackInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_go_back = /** @type {((inputs?: Blog_Go_BackInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Go_BackInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_go_back(inputs)
	if (locale === "fr") return fr_blog_go_back(inputs)
	return en_blog_go_back(inputs)
});