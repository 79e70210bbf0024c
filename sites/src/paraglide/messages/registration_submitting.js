/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_SubmittingInputs */

const en_registration_submitting = /** @type {(inputs: Registration_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registering...`)
};

const rw_registration_submitting = /** @type {(inputs: Registration_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turimo kukwandika...`)
};

const fr_registration_submitting = /** @type {(inputs: Registration_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription en cours...`)
};

/**

* @param {Registration_SubmittingInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_submitting = /** @type {((inputs?: Registration_SubmittingInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_SubmittingInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_submitting(inputs)
	if (locale === "fr") return fr_registration_submitting(inputs)
	return en_registration_submitting(inputs)
});