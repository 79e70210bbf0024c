/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Project_GalleryInputs */

const en_project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gallery`)
};

const rw_project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amafoto`)
};

const fr_project_gallery = /** @type {(inputs: Project_GalleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galerie`)
};

/**
* | output |
* | --- |
* | "Gallery" |
*
* @param {Project_GalleryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_gallery = /** @type {((inputs?: Project_GalleryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_GalleryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_gallery(inputs)
	if (locale === "fr") return fr_project_gallery(inputs)
	return en_project_gallery(inputs)
});