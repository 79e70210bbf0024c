/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ appointment: NonNullable<unknown>, email: NonNullable<unknown> }} Consultation_HoldingInputs */

const en_consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We're holding ${i?.appointment} for 30 minutes. To keep it, open the link we sent to ${i?.email}, or enter the six-digit code from that e-mail here.`)
};

const rw_consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tukubikiye ${i?.appointment} mu minota 30. Kugira ngo ukigumane, fungura ihuza twohereje kuri ${i?.email}, cyangwa wandike hano kode y'imibare itandatu iri muri iyo imeri.`)
};

const fr_consultation_holding = /** @type {(inputs: Consultation_HoldingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous réservons ${i?.appointment} pendant 30 minutes. Pour le garder, ouvrez le lien envoyé à ${i?.email} ou saisissez ici le code à six chiffres de cet e-mail.`)
};

/**
* | output |
* | --- |
* | "We're holding {appointment} for 30 minutes. To keep it, open the link we sent to {email}, or enter the six-digit code from that e-mail here." |
*
* @param {Consultation_HoldingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_holding = /** @type {((inputs: Consultation_HoldingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HoldingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_consultation_holding(inputs)
	if (locale === "fr") return fr_consultation_holding(inputs)
	return en_consultation_holding(inputs)
});