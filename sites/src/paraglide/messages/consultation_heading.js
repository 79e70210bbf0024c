/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_HeadingInputs */

const en_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Us a Message`)
};

const rw_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twandikire`)
};

const fr_consultation_heading = /** @type {(inputs: Consultation_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez-nous un message`)
};

/**
* | output |
* | --- |
* | "Send Us a Message" |
*
* @param {Consultation_HeadingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_heading = /** @type {((inputs?: Consultation_HeadingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HeadingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_heading(inputs)
	if (locale === "fr") return fr_consultation_heading(inputs)
	return en_consultation_heading(inputs)
});