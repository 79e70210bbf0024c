/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Enroll_Paid_By_CardInputs */

const en_enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A second e-mail follows as soon as our payment provider confirms your card payment; then we send you the course schedule.`)
};

const rw_enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indi imeri izakurikiraho igihe uwishyuza wacu yemeje ubwishyu bw'ikarita yawe; hanyuma tukoherereze ingengabihe y'isomo.`)
};

const fr_enroll_paid_by_card = /** @type {(inputs: Enroll_Paid_By_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un second e-mail suivra dès que notre prestataire de paiement aura confirmé votre paiement par carte ; nous vous enverrons alors le calendrier de la formation.`)
};

/**

* @param {Enroll_Paid_By_CardInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const enroll_paid_by_card = /** @type {((inputs?: Enroll_Paid_By_CardInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Enroll_Paid_By_CardInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_enroll_paid_by_card(inputs)
	if (locale === "fr") return fr_enroll_paid_by_card(inputs)
	return en_enroll_paid_by_card(inputs)
});