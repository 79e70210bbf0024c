/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_TutorialsInputs */

const en_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutorials`)
};

const rw_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amasomo`)
};

const fr_docs_tutorials = /** @type {(inputs: Docs_TutorialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutoriels`)
};

/**
* | output |
* | --- |
* | "Tutorials" |
*
* @param {Docs_TutorialsInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_tutorials = /** @type {((inputs?: Docs_TutorialsInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_TutorialsInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_docs_tutorials(inputs)
	if (locale === "fr") return fr_docs_tutorials(inputs)
	return en_docs_tutorials(inputs)
});