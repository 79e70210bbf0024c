/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Registration_Success_ContentInputs */

const en_registration_success_content = /** @type {(inputs: Registration_Success_ContentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you for registering for ${i?.title}. We are e-mailing you a confirmation with a calendar invitation for the event. If you had already registered with this address, your first confirmation stands.`)
};

const rw_registration_success_content = /** @type {(inputs: Registration_Success_ContentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Urakoze kwiyandikisha muri ${i?.title}. Turakoherereza kuri imeri icyemezo kirimo ubutumire bwo muri kalendari. Niba wari warigeze kwiyandikisha ukoresheje iyi imeri, icyemezo cya mbere ni cyo gifite agaciro.`)
};

const fr_registration_success_content = /** @type {(inputs: Registration_Success_ContentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci de votre inscription à ${i?.title}. Nous vous envoyons par e-mail une confirmation avec une invitation d’agenda pour l’événement. Si vous étiez déjà inscrit avec cette adresse, votre première confirmation reste valable.`)
};

/**

* @param {Registration_Success_ContentInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_success_content = /** @type {((inputs: Registration_Success_ContentInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Success_ContentInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_success_content(inputs)
	if (locale === "fr") return fr_registration_success_content(inputs)
	return en_registration_success_content(inputs)
});