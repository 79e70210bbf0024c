/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_Docs_TitleInputs */

const en_page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation`)
};

const rw_page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandiko`)
};

const fr_page_docs_title = /** @type {(inputs: Page_Docs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documentation`)
};

/**
* | output |
* | --- |
* | "Documentation" |
*
* @param {Page_Docs_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const page_docs_title = /** @type {((inputs?: Page_Docs_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Docs_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_page_docs_title(inputs)
	if (locale === "fr") return fr_page_docs_title(inputs)
	return en_page_docs_title(inputs)
});