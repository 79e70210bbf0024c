/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_SubmitInputs */

const en_registration_submit = /** @type {(inputs: Registration_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register`)
};

const rw_registration_submit = /** @type {(inputs: Registration_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iyandikishe`)
};

const fr_registration_submit = /** @type {(inputs: Registration_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S’inscrire`)
};

/**

* @param {Registration_SubmitInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_submit = /** @type {((inputs?: Registration_SubmitInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_SubmitInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_submit(inputs)
	if (locale === "fr") return fr_registration_submit(inputs)
	return en_registration_submit(inputs)
});