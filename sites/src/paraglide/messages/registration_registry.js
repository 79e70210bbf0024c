/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Registration_RegistryInputs */

const en_registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registered with`)
};

const rw_registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cyandikishijwe muri`)
};

const fr_registration_registry = /** @type {(inputs: Registration_RegistryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Immatriculée auprès de`)
};

/**

* @param {Registration_RegistryInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const registration_registry = /** @type {((inputs?: Registration_RegistryInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Registration_RegistryInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_registration_registry(inputs)
	if (locale === "fr") return fr_registration_registry(inputs)
	return en_registration_registry(inputs)
});