/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Category_TechnologyInputs */

const en_blog_category_technology = /** @type {(inputs: Blog_Category_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technology`)
};

const rw_blog_category_technology = /** @type {(inputs: Blog_Category_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikoranabuhanga`)
};

const fr_blog_category_technology = /** @type {(inputs: Blog_Category_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technologie`)
};

/**
* | output |
* | --- |
* | "Technology" |
*
* @param {Blog_Category_TechnologyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_category_technology = /** @type {((inputs?: Blog_Category_TechnologyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Category_TechnologyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_blog_category_technology(inputs)
	if (locale === "fr") return fr_blog_category_technology(inputs)
	return en_blog_category_technology(inputs)
});