/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_Once_ConfirmedInputs */

const en_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once your e-mail is confirmed, your request is pending until our team confirms it.`)
};

const rw_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imeri yawe nimara kwemezwa, icyifuzo cyawe kizategereza kugeza itsinda ryacu rikemeje.`)
};

const fr_consultation_once_confirmed = /** @type {(inputs: Consultation_Once_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une fois votre e-mail confirmé, votre demande reste en attente jusqu'à la confirmation de notre équipe.`)
};

/**
* | output |
* | --- |
* | "Once your e-mail is confirmed, your request is pending until our team confirms it." |
*
* @param {Consultation_Once_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_once_confirmed = /** @type {((inputs?: Consultation_Once_ConfirmedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_Once_ConfirmedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_once_confirmed(inputs)
	if (locale === "fr") return fr_consultation_once_confirmed(inputs)
	return en_consultation_once_confirmed(inputs)
});