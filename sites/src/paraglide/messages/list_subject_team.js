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
* | output |
* | --- |
* | "our team" |
*
* @param {List_Subject_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const list_subject_team = /** @type {((inputs?: List_Subject_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Subject_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_list_subject_team(inputs)
	if (locale === "fr") return fr_list_subject_team(inputs)
	return en_list_subject_team(inputs)
});