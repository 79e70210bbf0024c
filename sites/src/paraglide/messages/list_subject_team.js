/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Subject_TeamInputs */

const en_list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our team`)
};

const rw_list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`itsinda ryacu`)
};

const fr_list_subject_team = /** @type {(inputs: List_Subject_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre équipe`)
};

/**

* @param {List_Subject_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_team = /** @type {((inputs?: List_Subject_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_list_subject_team(inputs)
	if (locale === "fr") return fr_list_subject_team(inputs)
	return en_list_subject_team(inputs)
});