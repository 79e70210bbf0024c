/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_Empty_TitleInputs */

const en_professionals_empty_title = /** @type {(inputs: Professionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No professionals found.`)
};

const rw_professionals_empty_title = /** @type {(inputs: Professionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nta munyamwuga wabonetse.`)
};

const fr_professionals_empty_title = /** @type {(inputs: Professionals_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun professionnel trouvé.`)
};

/**
* | output |
* | --- |
* | "No professionals found." |
*
* @param {Professionals_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_empty_title = /** @type {((inputs?: Professionals_Empty_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_Empty_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_professionals_empty_title(inputs)
	if (locale === "fr") return fr_professionals_empty_title(inputs)
	return en_professionals_empty_title(inputs)
});