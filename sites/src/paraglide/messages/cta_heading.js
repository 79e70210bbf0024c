/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cta_HeadingInputs */

const en_cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to Work with Elite Professionals?`)
};

const rw_cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Witeguye gukorana n'abanyamwuga b'indashyikirwa?`)
};

const fr_cta_heading = /** @type {(inputs: Cta_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prêt à travailler avec des professionnels d'élite ?`)
};

/**
* | output |
* | --- |
* | "Ready to Work with Elite Professionals?" |
*
* @param {Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const cta_heading = /** @type {((inputs?: Cta_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cta_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_cta_heading(inputs)
	if (locale === "fr") return fr_cta_heading(inputs)
	return en_cta_heading(inputs)
});