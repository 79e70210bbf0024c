/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Enroll_ThanksInputs */

const en_enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you, you are enrolled in ${i?.title}. We are e-mailing you a confirmation with the course fee.`)
};

const rw_enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Murakoze, mwiyandikishije muri ${i?.title}. Turaboherereza kuri imeri icyemezo kiriho amafaranga y'isomo.`)
};

const fr_enroll_thanks = /** @type {(inputs: Enroll_ThanksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci, vous êtes inscrit(e) à ${i?.title}. Nous vous envoyons par e-mail une confirmation avec le prix de la formation.`)
};

/**

* @param {Enroll_ThanksInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_thanks = /** @type {((inputs: Enroll_ThanksInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_ThanksInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_thanks(inputs)
	if (locale === "fr") return fr_enroll_thanks(inputs)
	return en_enroll_thanks(inputs)
});