/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Partners_TitleInputs */

const en_page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partners`)
};

const rw_page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abafatanyabikorwa`)
};

const fr_page_partners_title = /** @type {(inputs: Page_Partners_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partenaires`)
};

/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Page_Partners_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_partners_title = /** @type {((inputs?: Page_Partners_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Partners_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_partners_title(inputs)
	if (locale === "fr") return fr_page_partners_title(inputs)
	return en_page_partners_title(inputs)
});