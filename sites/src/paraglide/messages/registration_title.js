/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Registration_TitleInputs */

const en_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Register for ${i?.title}`)
};

const rw_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iyandikishe muri ${i?.title}`)
};

const fr_registration_title = /** @type {(inputs: Registration_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S’inscrire à ${i?.title}`)
};

/**

* @param {Registration_TitleInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_title = /** @type {((inputs: Registration_TitleInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_TitleInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_title(inputs)
	if (locale === "fr") return fr_registration_title(inputs)
	return en_registration_title(inputs)
});