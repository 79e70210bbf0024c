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
* | output |
* | --- |
* | "Book a project like this" |
*
* @param {Project_Book_LikeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_book_like = /** @type {((inputs?: Project_Book_LikeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Book_LikeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_book_like(inputs)
	if (locale === "fr") return fr_project_book_like(inputs)
	return en_project_book_like(inputs)
});