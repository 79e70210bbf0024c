/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Projects_TitleInputs */

const en_page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

const rw_page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imishinga`)
};

const fr_page_projects_title = /** @type {(inputs: Page_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projets`)
};

/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Page_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_projects_title = /** @type {((inputs?: Page_Projects_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Projects_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_projects_title(inputs)
	if (locale === "fr") return fr_page_projects_title(inputs)
	return en_page_projects_title(inputs)
});