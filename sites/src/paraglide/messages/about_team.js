/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_TeamInputs */

const en_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our Team`)
};

const rw_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itsinda ryacu`)
};

const fr_about_team = /** @type {(inputs: About_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe`)
};

/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {About_TeamInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_team = /** @type {((inputs?: About_TeamInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TeamInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_about_team(inputs)
	if (locale === "fr") return fr_about_team(inputs)
	return en_about_team(inputs)
});