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

* @param {Blog_Category_TechnologyInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_category_technology = /** @type {((inputs?: Blog_Category_TechnologyInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Category_TechnologyInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_blog_category_technology(inputs)
	if (locale === "fr") return fr_blog_category_technology(inputs)
	return en_blog_category_technology(inputs)
});