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

* @param {Docs_Section_TemplatesInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const docs_section_templates = /** @type {((inputs?: Docs_Section_TemplatesInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Docs_Section_TemplatesInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_docs_section_templates(inputs)
	if (locale === "fr") return fr_docs_section_templates(inputs)
	return en_docs_section_templates(inputs)
});