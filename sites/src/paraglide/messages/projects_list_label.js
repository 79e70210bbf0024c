/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Projects_List_LabelInputs */

const en_projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project portfolio`)
};

const rw_projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urutonde rw'imishinga`)
};

const fr_projects_list_label = /** @type {(inputs: Projects_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portfolio de projets`)
};

/**

* @param {Projects_List_LabelInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const projects_list_label = /** @type {((inputs?: Projects_List_LabelInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Projects_List_LabelInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_projects_list_label(inputs)
	if (locale === "fr") return fr_projects_list_label(inputs)
	return en_projects_list_label(inputs)
});