/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_Back_HomeInputs */

const en_not_found_back_home = /** @type {(inputs: Not_Found_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Home`)
};

const rw_not_found_back_home = /** @type {(inputs: Not_Found_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subira ahabanza`)
};

const fr_not_found_back_home = /** @type {(inputs: Not_Found_Back_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’accueil`)
};

/**

* @param {Not_Found_Back_HomeInputs} inputs
* @param {{ locale?: "en" | "rw" | "fr" }} options
* @returns {LocalizedString}
*/
export const not_found_back_home = /** @type {((inputs?: Not_Found_Back_HomeInputs, options?: { locale?: "en" | "rw" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Back_HomeInputs, { locale?: "en" | "rw" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ ?? options.locale ?? getLocale()
	if (/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__ !== undefined && options.locale !== undefined && options.locale !== /** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__) console.warn("Paraglide: options.locale cannot override a locale-specialized client bundle; use a full document navigation to switch locales.")
	if (locale === "rw") return rw_not_found_back_home(inputs)
	if (locale === "fr") return fr_not_found_back_home(inputs)
	return en_not_found_back_home(inputs)
});