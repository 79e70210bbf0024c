/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_HeadingInputs */

const en_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Portfolio`)
};

const rw_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ibikorwa byacu`)
};

const fr_projects_heading = /** @type {(inputs: Projects_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre portfolio`)
};

/**
* | output |
* | --- |
* | "Our Portfolio" |
*
* @param {Projects_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_heading = /** @type {((inputs?: Projects_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_projects_heading(inputs)
	if (locale === "fr") return fr_projects_heading(inputs)
	return en_projects_heading(inputs)
});