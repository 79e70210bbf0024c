/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_Success_TitleInputs */

const en_registration_success_title = /** @type {(inputs: Registration_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Complete!`)
};

const rw_registration_success_title = /** @type {(inputs: Registration_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwiyandikisha byarangiye!`)
};

const fr_registration_success_title = /** @type {(inputs: Registration_Success_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription terminée !`)
};

/**

* @param {Registration_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_success_title = /** @type {((inputs?: Registration_Success_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_Success_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_success_title(inputs)
	if (locale === "fr") return fr_registration_success_title(inputs)
	return en_registration_success_title(inputs)
});