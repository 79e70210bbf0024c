/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_Book_LikeInputs */

const en_project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a project like this`)
};

const rw_project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saba umushinga nk'uyu`)
};

const fr_project_book_like = /** @type {(inputs: Project_Book_LikeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserver un projet similaire`)
};

/**

* @param {Project_Book_LikeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_book_like = /** @type {((inputs?: Project_Book_LikeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Book_LikeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_project_book_like(inputs)
	if (locale === "fr") return fr_project_book_like(inputs)
	return en_project_book_like(inputs)
});