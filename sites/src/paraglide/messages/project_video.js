/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Project_VideoInputs */

const en_project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: video`)
};

const rw_project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: videwo`)
};

const fr_project_video = /** @type {(inputs: Project_VideoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : vidéo`)
};

/**
* | output |
* | --- |
* | "{title}: video" |
*
* @param {Project_VideoInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const project_video = /** @type {((inputs: Project_VideoInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_VideoInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_project_video(inputs)
	if (locale === "fr") return fr_project_video(inputs)
	return en_project_video(inputs)
});