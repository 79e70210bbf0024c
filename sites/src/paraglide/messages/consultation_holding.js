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

* @param {Consultation_HoldingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const consultation_holding = /** @type {((inputs: Consultation_HoldingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consultation_HoldingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_consultation_holding(inputs)
	if (locale === "fr") return fr_consultation_holding(inputs)
	return en_consultation_holding(inputs)
});