/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partner_SubmitInputs */

const en_partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit Application`)
};

const rw_partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohereza ubusabe`)
};

const fr_partner_submit = /** @type {(inputs: Partner_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la candidature`)
};

/**
* | output |
* | --- |
* | "Submit Application" |
*
* @param {Partner_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const partner_submit = /** @type {((inputs?: Partner_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partner_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_partner_submit(inputs)
	if (locale === "fr") return fr_partner_submit(inputs)
	return en_partner_submit(inputs)
});