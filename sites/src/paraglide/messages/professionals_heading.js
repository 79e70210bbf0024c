/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Professionals_HeadingInputs */

const en_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet Our Professionals`)
};

const rw_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menya abanyamwuga bacu`)
};

const fr_professionals_heading = /** @type {(inputs: Professionals_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez nos professionnels`)
};

/**
* | output |
* | --- |
* | "Meet Our Professionals" |
*
* @param {Professionals_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const professionals_heading = /** @type {((inputs?: Professionals_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Professionals_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_professionals_heading(inputs)
	if (locale === "fr") return fr_professionals_heading(inputs)
	return en_professionals_heading(inputs)
});