/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Email_ConfirmedInputs */

const en_consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmed: your request is pending`)
};

const rw_consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri yemejwe: icyifuzo cyawe kirategereje`)
};

const fr_consultation_email_confirmed = /** @type {(inputs: Consultation_Email_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail confirmé : votre demande est en attente`)
};

/**
* | output |
* | --- |
* | "E-mail confirmed: your request is pending" |
*
* @param {Consultation_Email_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_email_confirmed = /** @type {((inputs?: Consultation_Email_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Email_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_email_confirmed(inputs)
	if (locale === "fr") return fr_consultation_email_confirmed(inputs)
	return en_consultation_email_confirmed(inputs)
});