/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payments_OffInputs */

const en_payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not enabled yet: your enrollment is recorded as unpaid and we will contact you about payment.`)
};

const rw_payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwishyura kuri murandasi ntibiratangira: kwiyandikisha kwawe kwanditswe nk'utarishyura, kandi tuzakuvugisha ku bijyanye no kwishyura.`)
};

const fr_payments_off = /** @type {(inputs: Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le paiement en ligne n'est pas encore activé : votre inscription est enregistrée comme non payée et nous vous contacterons pour le paiement.`)
};

/**

* @param {Payments_OffInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const payments_off = /** @type {((inputs?: Payments_OffInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payments_OffInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_payments_off(inputs)
	if (locale === "fr") return fr_payments_off(inputs)
	return en_payments_off(inputs)
});