/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consultation_ReceivedInputs */

const en_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request received, check your e-mail to confirm`)
};

const rw_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Icyifuzo cyakiriwe, reba imeri yawe kugira ngo ucyemeze`)
};

const fr_consultation_received = /** @type {(inputs: Consultation_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande reçue, consultez vos e-mails pour la confirmer`)
};

/**
* | output |
* | --- |
* | "Request received, check your e-mail to confirm" |
*
* @param {Consultation_ReceivedInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_received = /** @type {((inputs?: Consultation_ReceivedInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_ReceivedInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_received(inputs)
	if (locale === "fr") return fr_consultation_received(inputs)
	return en_consultation_received(inputs)
});