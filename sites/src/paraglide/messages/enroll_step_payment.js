/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_Step_PaymentInputs */

const en_enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

const rw_enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura`)
};

const fr_enroll_step_payment = /** @type {(inputs: Enroll_Step_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement`)
};

/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Enroll_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_step_payment = /** @type {((inputs?: Enroll_Step_PaymentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Step_PaymentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "rw") return rw_enroll_step_payment(inputs)
	if (locale === "fr") return fr_enroll_step_payment(inputs)
	return en_enroll_step_payment(inputs)
});