/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Docs_Section_TemplatesInputs */

const en_docs_section_templates = /** @type {(inputs: Docs_Section_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Templates`)
};

const rw_docs_section_templates = /** @type {(inputs: Docs_Section_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inyandikorugero`)
};

const fr_docs_section_templates = /** @type {(inputs: Docs_Section_TemplatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modèles`)
};

/**
* | output |
* | --- |
* | "Templates" |
*
* @param {Docs_Section_TemplatesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_section_templates = /** @type {((inputs?: Docs_Section_TemplatesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Section_TemplatesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_docs_section_templates(inputs)
	if (locale === "fr") return fr_docs_section_templates(inputs)
	return en_docs_section_templates(inputs)
});